import type { AuditAction, RouteParsed } from '@signals/protocol';
import { Airdrop, type User } from '../db/models/index.js';
import type { UnitOfWork } from '../db/transaction.js';
import { presentAirdrop } from '../presenters/content.js';
import { recordAudit } from './audit.js';

export type AirdropValues = RouteParsed<'adminCreateAirdrop'>['body'];

const columnsOf = (values: AirdropValues) => ({ ...values, endDate: new Date(values.endDate) });

/**
 * Adds an airdrop. Records `airdrop.changed`.
 *
 * @param unit the transaction and event recorder.
 * @param actor the admin.
 * @param input the validated values.
 * @returns the stored airdrop.
 */
export async function createAirdrop(unit: UnitOfWork, actor: Pick<User, 'id'>, input: { values: AirdropValues }): Promise<Airdrop> {
  const airdrop = await Airdrop.query(unit.trx).insertAndFetch(columnsOf(input.values));
  await recordAudit(unit, actor, { action: 'airdrop.create', entityType: 'airdrop', entityId: airdrop.id, after: presentAirdrop(airdrop) });
  unit.record({ type: 'airdrop.changed', id: airdrop.id, airdrop });
  return airdrop;
}

/**
 * Replaces an airdrop's fields. Records `airdrop.changed`.
 *
 * @param unit the transaction and event recorder.
 * @param actor the admin.
 * @param input the airdrop as loaded, and the validated values.
 * @returns the stored airdrop.
 */
export async function updateAirdrop(unit: UnitOfWork, actor: Pick<User, 'id'>, input: { current: Airdrop; values: AirdropValues }): Promise<Airdrop> {
  return saveAirdrop(unit, actor, input.current, 'airdrop.update', columnsOf(input.values));
}

/**
 * Activates an inactive airdrop or deactivates an active one. Records `airdrop.changed`.
 *
 * @param unit the transaction and event recorder.
 * @param actor the admin.
 * @param input the airdrop as loaded.
 * @returns the stored airdrop.
 */
export async function toggleAirdrop(unit: UnitOfWork, actor: Pick<User, 'id'>, input: { current: Airdrop }): Promise<Airdrop> {
  const isActive = !input.current.isActive;
  return saveAirdrop(unit, actor, input.current, isActive ? 'airdrop.activate' : 'airdrop.deactivate', { isActive });
}

async function saveAirdrop(unit: UnitOfWork, actor: Pick<User, 'id'>, current: Airdrop, action: AuditAction, patch: Partial<ReturnType<typeof columnsOf>>): Promise<Airdrop> {
  const airdrop = await Airdrop.query(unit.trx).patchAndFetchById(current.id, patch);
  await recordAudit(unit, actor, { action, entityType: 'airdrop', entityId: airdrop.id, before: presentAirdrop(current), after: presentAirdrop(airdrop) });
  unit.record({ type: 'airdrop.changed', id: airdrop.id, airdrop });
  return airdrop;
}

/**
 * Deletes an airdrop. Records `airdrop.changed` with no airdrop.
 *
 * @param unit the transaction and event recorder.
 * @param actor the admin.
 * @param input the airdrop as loaded.
 */
export async function deleteAirdrop(unit: UnitOfWork, actor: Pick<User, 'id'>, input: { current: Airdrop }): Promise<void> {
  const { current } = input;
  await Airdrop.query(unit.trx).deleteById(current.id);
  await recordAudit(unit, actor, { action: 'airdrop.delete', entityType: 'airdrop', entityId: current.id, before: presentAirdrop(current) });
  unit.record({ type: 'airdrop.changed', id: current.id, airdrop: null });
}
