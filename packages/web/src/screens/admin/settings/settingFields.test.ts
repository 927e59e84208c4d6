import { SETTING_CATALOG, type SettingKey } from '@signals/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage, catalogueReady, t } from '../../../i18n';
import { SETTING_TABS, SETTING_TEXTS, settingLabel } from './settingFields';

beforeAll(async () => {
  await activateLanguage('en');
  await catalogueReady('admin');
});

describe('the settings screen', () => {
  it('shows every setting of the catalogue, once, in the tab of its group', () => {
    const shown = Object.entries(SETTING_TABS).flatMap(([group, tab]) => tab.fields.map((field) => ({ key: field.key, group })));
    expect(shown.map((field) => field.key).sort()).toEqual((Object.keys(SETTING_CATALOG) as SettingKey[]).sort());
    for (const { key, group } of shown) {
      expect(SETTING_CATALOG[key].group, key).toBe(group);
    }
  });

  it('offers the reveal of closed premium signals as a switch in General, on by default', () => {
    const field = SETTING_TABS.general.fields.find((candidate) => candidate.key === 'reveal_closed_premium_signals');
    expect(field).toMatchObject({ kind: 'switch' });
    expect(settingLabel('reveal_closed_premium_signals')).toBe('Reveal Closed Premium Signals');
    expect(SETTING_CATALOG.reveal_closed_premium_signals.defaultValue).toBe('true');
  });

  it('says each setting’s description in the catalogue, the English the protocol gives the API', () => {
    for (const key of Object.keys(SETTING_CATALOG) as SettingKey[]) {
      expect(t(SETTING_TEXTS[key].hintId).replace('’', "'"), key).toBe(SETTING_CATALOG[key].description);
    }
  });
});
