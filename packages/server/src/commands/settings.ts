import { MESSAGES, SETTING_GROUP_NEEDS, SETTINGS, type SettingKey } from '@signals/protocol';
import { conflict } from '../errors.js';
import { requireCapability } from '../policies/staff.js';
import { SystemSetting, type User } from '../db/models/index.js';
import type { UnitOfWork } from '../db/transaction.js';
import { recordAudit } from './audit.js';
import { priceMonthlyPlan } from './plans.js';

/**
 * Saves settings already checked (guards/settingChanges.ts), all in the
 * unit's transaction. Every reader takes settings from the database on use,
 * so a saved value applies to the next request. Each value that changed gets
 * an audit row with its old and new value, and a change records
 * `settings.changed`, so open apps show the new price or name at once.
 *
 * @param unit the transaction.
 * @param actor the staff member, whose role must hold each changed setting's group (SETTING_GROUP_NEEDS).
 * @param input the values to store, and the clock (now by default).
 */
export async function updateSettings(unit: UnitOfWork, actor: Pick<User, 'id' | 'isAdmin' | 'staffRole' | 'totpEnabled'>, input: { values: Map<SettingKey, string>; now?: Date }): Promise<void> {
  const { values, now = new Date() } = input;
  const { trx } = unit;
  const rows = await SystemSetting.query(trx).whereIn('key', [...values.keys()]);
  const stored = new Map(rows.map((row) => [row.key, row]));
  let changed = false;
  for (const [key, value] of values) {
    const row = stored.get(key);
    if (row?.value === value) {
      continue;
    }
    changed = true;
    const definition = SETTINGS[key];
    // Only what changes needs the role: a tab saved whole by an admin carries the owner's values unchanged (issue 46).
    requireCapability(actor, SETTING_GROUP_NEEDS[definition.group]);
    if (key === 'require_staff_2fa' && value === 'true' && !actor.totpEnabled) {
      // The rule would shut its own author out of the back office on the next call.
      throw conflict(MESSAGES.ownTwoFactorFirst);
    }
    // A key added to the catalogue after the last start has no row yet.
    const saved = row
      ? await SystemSetting.query(trx).patchAndFetchById(row.id, { value, updatedAt: now })
      : await SystemSetting.query(trx).insertAndFetch({ key, value, description: definition.description, group: definition.group, updatedAt: now });
    await recordAudit(unit, actor, { action: 'setting.update', entityType: 'setting', entityId: saved.id, before: row ? { key, value: row.value } : null, after: { key, value } });
  }
  if (changed) {
    unit.record({ type: 'settings.changed' });
  }
  // The premium price is the monthly plan's: one value, whichever side is written.
  const price = values.get('premium_subscription_price');
  if (price !== undefined) {
    await priceMonthlyPlan(unit, actor, { priceUsd: Number(price), now });
  }
}
