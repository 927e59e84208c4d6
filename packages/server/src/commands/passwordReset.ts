import { textRef } from '@signals/protocol';
import { PasswordReset, User } from '../db/models/index.js';
import type { UnitOfWork } from '../db/transaction.js';
import { badRequest } from '../errors.js';
import { endSessionsOfUser } from '../services/sessionStore.js';
import { claimOnce, retirePasswordResets } from '../db/singleUseLinks.js';

/**
 * Stores a new password-reset link for a member (its token's hash only).
 * Links issued before stay valid until used or expired; one being used
 * retires them all, and so does a change of password or of address. Expired and used rows of the member are pruned here.
 *
 * @param unit the transaction.
 * @param actor null: whoever asked is not signed in.
 * @param input the member, the token's SHA-256, when it stops working, and the clock.
 */
export async function issuePasswordReset(unit: UnitOfWork, _actor: null, input: { user: Pick<User, 'id'>; tokenHash: string; expiresAt: Date; now: Date }): Promise<void> {
  const { trx } = unit;
  await PasswordReset.query(trx)
    .where('userId', input.user.id)
    .where((q) => {
      q.whereNotNull('usedAt').orWhere('expiresAt', '<=', input.now);
    })
    .delete();
  await PasswordReset.query(trx).insert({ userId: input.user.id, tokenHash: input.tokenHash, createdAt: input.now, expiresAt: input.expiresAt, usedAt: null });
}

/**
 * Sets a new password with a reset link: the link must be unused and
 * unexpired, and is claimed with a conditional update so it works once even
 * when two tabs submit at the same moment. Every other link of the member
 * is retired and every session of theirs ends (whoever held the old password
 * is out). Nobody is signed in: the link proves the inbox, not the second
 * factor. Records `user.sessionsEnded`.
 *
 * @param unit the transaction and event recorder.
 * @param actor null.
 * @param input the token's SHA-256, the new password's hash (hashed before the transaction), the clock.
 * @returns the member whose password changed.
 */
export async function completePasswordReset(unit: UnitOfWork, _actor: null, input: { tokenHash: string; passwordHash: string; now: Date }): Promise<Pick<User, 'id'>> {
  const { trx, record } = unit;
  const claim = await claimOnce(trx, PasswordReset, input.tokenHash, input.now);
  if ('refused' in claim) {
    const linkInvalid = textRef('errors.resetLinkInvalid');
    throw badRequest(linkInvalid, [{ path: 'token', message: linkInvalid }]);
  }
  const reset = claim.row;
  await retirePasswordResets(trx, reset.userId, input.now);
  await User.query(trx).patch({ passwordHash: input.passwordHash }).where('id', reset.userId);
  await endSessionsOfUser(trx, reset.userId, 'passwordChanged');
  record({ type: 'user.sessionsEnded', userId: reset.userId, reason: 'passwordChanged' });
  return { id: reset.userId };
}
