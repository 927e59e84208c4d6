import type { AuditAction, RouteParsed } from '@signals/protocol';
import type { Db } from '../db/knex.js';
import { inTransaction } from '../db/transaction.js';
import { Airdrop, type User } from '../db/models/index.js';
import type { EventBus } from '../services/eventBus.js';
import { presentAirdrop } from '../presenters/content.js';
import { recordAudit } from './auditRecorder.js';

export type AirdropValues = RouteParsed<'adminCreateAirdrop'>['body'];

const columnsOf = (values: AirdropValues) => ({ ...values, endDate: new Date(values.endDate) });

/**
 * Adds an airdrop.
 *
 * @param db the database.
 * @param events where `airdrop.changed` goes after the commit.
 * @param actor the admin.
 * @param values the validated input.
 * @returns the stored airdrop.
 */
export async function createAirdrop(db: Db, events: EventBus, actor: User, values: AirdropValues): Promise<Airdrop> {
  return inTransaction(db, events, async ({ trx, record }) => {
    const airdrop = await Airdrop.query(trx).insertAndFetch(columnsOf(values));
    await recordAudit(trx, actor, { action: 'airdrop.create', entityType: 'airdrop', entityId: airdrop.id, after: presentAirdrop(airdrop) });
    record({ type: 'airdrop.changed', id: airdrop.id, airdrop });
    return airdrop;
  });
}

/**
 * Replaces an airdrop's fields.
 *
 * @param db the database.
 * @param events where `airdrop.changed` goes after the commit.
 * @param actor the admin.
 * @param current the airdrop as loaded.
 * @param values the validated input.
 * @returns the stored airdrop.
 */
export function updateAirdrop(db: Db, events: EventBus, actor: User, current: Airdrop, values: AirdropValues): Promise<Airdrop> {
  return saveAirdrop(db, events, actor, current, 'airdrop.update', columnsOf(values));
}

/**
 * Activates an inactive airdrop or deactivates an active one.
 *
 * @param db the database.
 * @param events where `airdrop.changed` goes after the commit.
 * @param actor the admin.
 * @param current the airdrop as loaded.
 * @returns the stored airdrop.
 */
export function toggleAirdrop(db: Db, events: EventBus, actor: User, current: Airdrop): Promise<Airdrop> {
  const isActive = !current.isActive;
  return saveAirdrop(db, events, actor, current, isActive ? 'airdrop.activate' : 'airdrop.deactivate', { isActive });
}

async function saveAirdrop(db: Db, events: EventBus, actor: User, current: Airdrop, action: AuditAction, patch: Partial<ReturnType<typeof columnsOf>>): Promise<Airdrop> {
  return inTransaction(db, events, async ({ trx, record }) => {
    const airdrop = await Airdrop.query(trx).patchAndFetchById(current.id, patch);
    await recordAudit(trx, actor, { action, entityType: 'airdrop', entityId: airdrop.id, before: presentAirdrop(current), after: presentAirdrop(airdrop) });
    record({ type: 'airdrop.changed', id: airdrop.id, airdrop });
    return airdrop;
  });
}

/**
 * Deletes an airdrop.
 *
 * @param db the database.
 * @param events where `airdrop.changed` (with no airdrop) goes after the commit.
 * @param actor the admin.
 * @param current the airdrop as loaded.
 */
export async function deleteAirdrop(db: Db, events: EventBus, actor: User, current: Airdrop): Promise<void> {
  await inTransaction(db, events, async ({ trx, record }) => {
    await Airdrop.query(trx).deleteById(current.id);
    await recordAudit(trx, actor, { action: 'airdrop.delete', entityType: 'airdrop', entityId: current.id, before: presentAirdrop(current) });
    record({ type: 'airdrop.changed', id: current.id, airdrop: null });
  });
}
