import { SETTING_KEYS, type Setting as SettingDto } from '@signals/protocol';
import type { Db } from '../db/knex.js';
import { SystemSetting } from '../db/models/index.js';
import { presentSetting } from '../presenters/setting.js';

/** Every setting of the catalogue, in the catalogue's order; rows for keys no longer known are left out. */
export async function listSettings(db: Db): Promise<SettingDto[]> {
  const order = new Map<string, number>(SETTING_KEYS.map((key, index) => [key, index]));
  const rows = await SystemSetting.query(db).whereIn('key', SETTING_KEYS);
  return rows.sort((a, b) => (order.get(a.key) ?? 0) - (order.get(b.key) ?? 0)).map(presentSetting);
}
