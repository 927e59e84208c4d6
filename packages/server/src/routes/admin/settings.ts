import { SETTING_KEYS, type Setting as SettingDto } from '@signals/protocol';
import { updateSettings } from '../../commands/settings.js';
import type { Db } from '../../db/knex.js';
import { SystemSetting } from '../../db/models/index.js';
import { acceptSettingChanges } from '../../guards/settingChanges.js';
import type { Handler } from '../types.js';

/** A setting as the back office shows it. */
function presentSetting(setting: SystemSetting): SettingDto {
  return { key: setting.key, value: setting.value, description: setting.description, group: setting.group, updatedAt: setting.updatedAt.toISOString() };
}

/** Every setting of the catalogue, in the catalogue's order; rows for keys no longer known are left out. */
async function listSettings(db: Db): Promise<SettingDto[]> {
  const order = new Map<string, number>(SETTING_KEYS.map((key, index) => [key, index]));
  const rows = await SystemSetting.query(db).whereIn('key', SETTING_KEYS);
  return rows.sort((a, b) => (order.get(a.key) ?? 0) - (order.get(b.key) ?? 0)).map(presentSetting);
}

const adminGetSettings: Handler<'adminGetSettings'> = ({ services }) => listSettings(services.db);

const adminUpdateSettings: Handler<'adminUpdateSettings'> = async ({ input, viewer, services, write }) => {
  const values = acceptSettingChanges(input.body.settings, services.config.nodeEnv === 'production');
  await write((unit) => updateSettings(unit, viewer, { values }));
  return listSettings(services.db);
};

/** The back office handlers for system settings, keyed by route name. */
export const settingsHandlers = { adminGetSettings, adminUpdateSettings };
