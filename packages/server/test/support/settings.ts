import type { SettingKey } from '@signals/protocol';
import type { Db } from '../../src/db/knex.js';

/** Sets system settings for a test; returns a function that puts the previous values back. */
export async function withSettings(db: Db, values: Partial<Record<SettingKey, string>>): Promise<() => Promise<void>> {
  const previous = await db('systemSettings').whereIn('key', Object.keys(values)).select('key', 'value');
  for (const [key, value] of Object.entries(values)) {
    await db('systemSettings').where({ key }).update({ value });
  }
  return async () => {
    for (const row of previous as { key: string; value: string }[]) {
      await db('systemSettings').where({ key: row.key }).update({ value: row.value });
    }
  };
}
