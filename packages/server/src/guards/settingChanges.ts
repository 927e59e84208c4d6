import { isSettingKey, MESSAGES, SETTINGS, textRef, type ErrorBody, type SettingKey } from '@signals/protocol';
import { HttpError } from '../errors.js';
import { demoWalletSettings } from '../policies/billing.js';

export interface SettingChange {
  key: string;
  value: string;
}

type Issues = NonNullable<ErrorBody['issues']>;

/**
 * Checks every value against its setting's own rule (an e-mail, a positive
 * price, 'true' or 'false', a site name) and returns the values to store, as
 * the rules normalise them. Unknown keys never get here: the request schema
 * refuses them.
 *
 * @param changes the settings sent.
 * @param production whether this server takes real payments (NODE_ENV=production): demo burn addresses are refused.
 * @returns the values to store, or the problems, each naming its key.
 */
export function validateSettingChanges(changes: SettingChange[], production = false): { values: Map<SettingKey, string>; issues: Issues } {
  const values = new Map<SettingKey, string>();
  const issues: Issues = [];
  for (const { key, value } of changes) {
    if (!isSettingKey(key)) {
      issues.push({ path: `settings.${key}`, message: textRef('errors.settingUnknown', { key }) });
      continue;
    }
    if (values.has(key)) {
      issues.push({ path: `settings.${key}`, message: textRef('errors.settingRepeated', { key }) });
      continue;
    }
    const parsed = SETTINGS[key].value.safeParse(value);
    if (!parsed.success) {
      // The setting's own rule says what is wrong, as its reference (the answer writes it in the reader's language, with its code); the path names the setting.
      issues.push({ path: `settings.${key}`, message: parsed.error.issues[0]?.message ?? textRef('errors.settingInvalid', { key }) });
      continue;
    }
    values.set(key, parsed.data);
  }
  if (production) {
    // Production takes real money: the demo data's burn addresses are never a receiving wallet there.
    for (const key of demoWalletSettings(Object.fromEntries(values))) {
      issues.push({ path: `settings.${key}`, message: MESSAGES.demoWalletInProduction(key) });
    }
  }
  return { values, issues };
}

/**
 * The settings an admin sent, checked all or none before anything is
 * written: any invalid value is a 400 with code `validationFailed`, its
 * message naming the refused keys, and one issue per key in its own words.
 *
 * @param changes the settings sent.
 * @param production whether this server takes real payments (NODE_ENV=production).
 * @returns the values to store.
 */
export function acceptSettingChanges(changes: SettingChange[], production: boolean): Map<SettingKey, string> {
  const { values, issues } = validateSettingChanges(changes, production);
  if (issues.length > 0) {
    const keys = [...new Set(issues.map((issue) => issue.path.replace(/^settings\./, '')))];
    throw new HttpError(400, MESSAGES.settingsInvalid(keys), { issues, code: 'validationFailed' });
  }
  return values;
}
