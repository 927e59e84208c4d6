import { MESSAGES, type SignalSourceValues } from '@signals/protocol';
import { SignalSource, type User } from '../db/models/index.js';
import type { UnitOfWork } from '../db/transaction.js';
import { notFound } from '../errors.js';
import { recordAudit } from './audit.js';

/** What the audit trail keeps of a source: its settings, never its secret. */
function auditedSource(source: SignalSource) {
  return { name: source.name, mode: source.mode, isPremium: source.isPremium, maxLagSeconds: source.maxLagSeconds, allowedIps: source.allowedIps };
}

/**
 * Makes a webhook source (issue 44). Its token and sealed secret come from the caller (services/signalHooks/
 * sourceSecrets.ts): sealing reads the keys, which is not the transaction's business. Audited without the secret.
 *
 * @param unit the transaction.
 * @param actor the admin; signals the source publishes are theirs.
 * @param input the validated settings, the token and the sealed secret, and the clock.
 * @returns the stored source.
 */
export async function createSignalSource(
  unit: UnitOfWork,
  actor: Pick<User, 'id'>,
  input: { values: SignalSourceValues; token: string; sealedSecret: string; now?: Date },
): Promise<SignalSource> {
  const { values, token, sealedSecret, now = new Date() } = input;
  const source = await SignalSource.query(unit.trx).insertAndFetch({
    name: values.name,
    mode: values.mode,
    isPremium: values.isPremium,
    maxLagSeconds: values.maxLagSeconds,
    allowedIps: values.allowedIps,
    token,
    secret: sealedSecret,
    createdBy: actor.id,
    createdAt: now,
  });
  await recordAudit(unit, actor, { action: 'signal_source.create', entityType: 'signal_source', entityId: source.id, after: auditedSource(source) });
  return source;
}

/** A source that has not been deleted, held for the write (404 otherwise). */
async function liveSource(unit: UnitOfWork, id: number): Promise<SignalSource> {
  const source = await SignalSource.query(unit.trx).findById(id).whereNull('deletedAt');
  if (!source) {
    throw notFound(MESSAGES.signalSourceNotFound);
  }
  return source;
}

/** Deletes a source: its URL answers 404 from the commit on; its deliveries and drafts stay, with its name. Audited. */
export async function deleteSignalSource(unit: UnitOfWork, actor: Pick<User, 'id'>, input: { id: number; now?: Date }): Promise<void> {
  const { id, now = new Date() } = input;
  const source = await liveSource(unit, id);
  await SignalSource.query(unit.trx).patch({ deletedAt: now }).where('id', id).whereNull('deletedAt');
  await recordAudit(unit, actor, { action: 'signal_source.delete', entityType: 'signal_source', entityId: id, before: auditedSource(source) });
}

/** Replaces a source's secret with a new sealed one: the old one opens nothing from the commit on. Audited without either. */
export async function rotateSignalSourceSecret(unit: UnitOfWork, actor: Pick<User, 'id'>, input: { id: number; token: string; sealedSecret: string }): Promise<void> {
  const { id, token, sealedSecret } = input;
  const source = await liveSource(unit, id);
  if (source.token !== token) {
    // The secret is sealed for the token it was made with; one sealed for another source's would never open.
    throw new Error(`Secret sealed for another source than ${id}`);
  }
  await SignalSource.query(unit.trx).patch({ secret: sealedSecret }).where('id', id);
  await recordAudit(unit, actor, { action: 'signal_source.rotate_secret', entityType: 'signal_source', entityId: id, after: { name: source.name } });
}
