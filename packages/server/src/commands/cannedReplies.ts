import { MESSAGES, type CannedReplyValues } from '@signals/protocol';
import { CannedReply, type User } from '../db/models/index.js';
import type { UnitOfWork } from '../db/transaction.js';
import { notFound } from '../errors.js';
import { recordAudit } from './audit.js';

/** What the audit trail keeps of a reply: all of it (a reply holds no secret), so a changed wording can be read back. */
function auditedReply(reply: Pick<CannedReply, 'title' | 'body' | 'language'>) {
  return { title: reply.title, body: reply.body, language: reply.language };
}

/**
 * Writes a canned reply (issue 46). Its variables were checked by the request schema (CannedReplyInput), which
 * refuses one it does not know. Audited.
 *
 * @param unit the transaction.
 * @param actor the staff member writing it.
 * @param input the validated title, body and language.
 * @returns the stored reply.
 */
export async function createCannedReply(unit: UnitOfWork, actor: Pick<User, 'id'>, input: { values: CannedReplyValues }): Promise<CannedReply> {
  const { title, body, language } = input.values;
  const reply = await CannedReply.query(unit.trx).insertAndFetch({ title, body, language, createdBy: actor.id });
  await recordAudit(unit, actor, { action: 'canned_reply.create', entityType: 'canned_reply', entityId: reply.id, after: auditedReply(reply) });
  return reply;
}

/** A reply held for the write (404 otherwise). */
async function existingReply(unit: UnitOfWork, id: number): Promise<CannedReply> {
  const reply = await CannedReply.query(unit.trx).findById(id);
  if (!reply) {
    throw notFound(MESSAGES.cannedReplyNotFound);
  }
  return reply;
}

/** Replaces a reply's title, body and language. Audited with both versions. */
export async function updateCannedReply(unit: UnitOfWork, actor: Pick<User, 'id'>, input: { id: number; values: CannedReplyValues }): Promise<CannedReply> {
  const before = await existingReply(unit, input.id);
  const { title, body, language } = input.values;
  const reply = await CannedReply.query(unit.trx).patchAndFetchById(input.id, { title, body, language });
  await recordAudit(unit, actor, { action: 'canned_reply.update', entityType: 'canned_reply', entityId: reply.id, before: auditedReply(before), after: auditedReply(reply) });
  return reply;
}

/** Deletes a reply; answers already sent with it keep their text. Audited with what it said. */
export async function deleteCannedReply(unit: UnitOfWork, actor: Pick<User, 'id'>, input: { id: number }): Promise<void> {
  const reply = await existingReply(unit, input.id);
  await CannedReply.query(unit.trx).deleteById(reply.id);
  await recordAudit(unit, actor, { action: 'canned_reply.delete', entityType: 'canned_reply', entityId: reply.id, before: auditedReply(reply) });
}
