import { SETTING_CATALOG, type SettingKey } from '@signals/protocol';
import { describe, expect, it } from 'vitest';
import { SETTING_TABS } from './settingFields';

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
    expect(field).toMatchObject({ label: 'Reveal Closed Premium Signals', kind: 'switch' });
    expect(SETTING_CATALOG.reveal_closed_premium_signals.defaultValue).toBe('true');
  });
});
