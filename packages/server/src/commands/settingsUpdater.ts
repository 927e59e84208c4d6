import { isSettingKey, MESSAGES, SETTINGS, type ErrorBody, type SettingKey } from '@signals/protocol';
import type { Db } from '../db/knex.js';
import { inTransaction } from '../db/transaction.js';
import { SystemSetting, type User } from '../db/models/index.js';
import { badRequest } from '../errors.js';
import type { EventBus } from '../services/eventBus.js';
import { demoWalletSettings } from '../policies/billing.js';
import { recordAudit } from './auditRecorder.js';

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
      issues.push({ path: `settings.${key}`, message: `Unknown setting: ${key}` });
      continue;
    }
    if (values.has(key)) {
      issues.push({ path: `settings.${key}`, message: `${key}: sent more than once` });
      continue;
    }
    const parsed = SETTINGS[key].value.safeParse(value);
    if (!parsed.success) {
      issues.push({ path: `settings.${key}`, message: `${key}: ${parsed.error.issues[0]?.message ?? 'is not valid'}` });
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
 * Saves some settings in one transaction, all or none: any invalid value is a
 * 400 naming each bad key and nothing is saved. Every reader takes settings
 * from the database on use, so a saved value applies to the next request.
 * Each value that changed gets an audit row with its old and new value.
 *
 * @param db the database.
 * @param events the event bus (no setting event exists; kept for the unit of work).
 * @param actor the admin.
 * @param changes the settings sent.
 * @param production whether this server takes real payments (NODE_ENV=production).
 */
export async function updateSettings(db: Db, events: EventBus, actor: User, changes: SettingChange[], production: boolean, now = new Date()): Promise<void> {
  const { values, issues } = validateSettingChanges(changes, production);
  if (issues.length > 0) {
    throw badRequest(issues.map((issue) => issue.message).join('; '), issues);
  }
  await inTransaction(db, events, async ({ trx }) => {
    const rows = await SystemSetting.query(trx).whereIn('key', [...values.keys()]);
    const stored = new Map(rows.map((row) => [row.key, row]));
    for (const [key, value] of values) {
      const row = stored.get(key);
      if (row?.value === value) {
        continue;
      }
      const definition = SETTINGS[key];
      // A key added to the catalogue after the last start has no row yet.
      const saved = row
        ? await SystemSetting.query(trx).patchAndFetchById(row.id, { value, updatedAt: now })
        : await SystemSetting.query(trx).insertAndFetch({ key, value, description: definition.description, group: definition.group, updatedAt: now });
      await recordAudit(trx, actor, { action: 'setting.update', entityType: 'setting', entityId: saved.id, before: row ? { key, value: row.value } : null, after: { key, value } });
    }
  });
}
