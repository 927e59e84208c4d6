import { textRef } from '@signals/protocol';
import { User } from '../db/models/index.js';
import type { UnitOfWork } from '../db/transaction.js';
import { accountText, alertAccount } from '../services/alerts/accountAlert.js';
import { conflict } from '../errors.js';
import { endSessionsOfUser } from '../services/sessionStore.js';
import { retirePasswordResets } from '../db/singleUseLinks.js';
import { recordAudit } from './audit.js';

export const PASSWORD_MESSAGES = {
  sameAsCurrent: textRef('errors.passwordSameAsCurrent'),
  changedMeanwhile: textRef('errors.passwordChangedMeanwhile'),
} as const;

/**
 * Stores a member's new password, retires every password-reset link still
 * out, and ends every other session of theirs, so a session someone else holds stops working; the session making the change
 * stays signed in. Records `user.sessionsEnded` with that session as the
 * exception, so the live channel closes the other sockets. The hash is
 * replaced only if it is still the one checked, so two changes at once
 * cannot both win. The password check and the hashing are done before
 * (guards/passwordChange.ts).
 *
 * @param unit the transaction and event recorder.
 * @param member the member changing their password.
 * @param input the hashes from `preparePasswordChange`, and the key of the session making the change.
 */
export async function changePassword(
  unit: UnitOfWork,
  member: Pick<User, 'id'>,
  input: { previousHash: string; newHash: string; keepSessionKey: string | undefined },
): Promise<void> {
  const { trx, record } = unit;
  const { keepSessionKey } = input;
  const replaced = await User.query(trx).patch({ passwordHash: input.newHash }).where('id', member.id).where('passwordHash', input.previousHash);
  if (replaced !== 1) {
    throw conflict(PASSWORD_MESSAGES.changedMeanwhile);
  }
  // A reset link sent before the change must not set the password back to someone else's choice.
  await retirePasswordResets(trx, member.id, new Date());
  await endSessionsOfUser(trx, member.id, 'passwordChanged', keepSessionKey);
  record({ type: 'user.sessionsEnded', userId: member.id, reason: 'passwordChanged', ...(keepSessionKey ? { exceptSessionKey: keepSessionKey } : {}) });
  await alertAccount(unit, member, {
    kind: 'passwordChanged',
    text: accountText('alerts.account.passwordChangedTitle', 'alerts.account.passwordChangedMessage'),
  });
}

/**
 * Sets a user's password for an admin and ends every session of theirs
 * (anyone holding the old password is out). The audit row says that it
 * happened, never what the password is. Records `user.sessionsEnded`.
 *
 * @param unit the transaction and event recorder.
 * @param actor the admin.
 * @param input the user, the new hash (guards/passwordChange.ts `preparePasswordReset`), and the admin's own session to keep when resetting their own.
 */
export async function resetPassword(unit: UnitOfWork, actor: Pick<User, 'id'>, input: { target: User; passwordHash: string; keepSessionKey?: string }): Promise<void> {
  const { target, passwordHash, keepSessionKey } = input;
  await User.query(unit.trx).patch({ passwordHash }).where('id', target.id);
  await retirePasswordResets(unit.trx, target.id, new Date());
  const ended = await endSessionsOfUser(unit.trx, target.id, 'passwordReset', keepSessionKey);
  await recordAudit(unit, actor, { action: 'user.reset_password', entityType: 'user', entityId: target.id, before: null, after: { username: target.username, passwordChanged: true, sessionsEnded: ended } });
  unit.record({ type: 'user.sessionsEnded', userId: target.id, reason: 'passwordReset', ...(keepSessionKey ? { exceptSessionKey: keepSessionKey } : {}) });
}
