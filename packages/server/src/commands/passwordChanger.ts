import { User } from '../db/models/index.js';
import type { UnitOfWork } from '../db/transaction.js';
import { badRequest, conflict } from '../errors.js';
import type { LoginThrottle, PasswordGuess } from '../services/loginThrottle.js';
import { hashPassword } from '../services/passwords.js';
import { endSessionsOfUser } from '../services/sessionStore.js';
import { confirmPassword } from './authenticator.js';

export const PASSWORD_MESSAGES = {
  sameAsCurrent: 'Choose a new password that differs from the current one',
  changedMeanwhile: 'Your password was changed in the meantime. Please sign in again.',
} as const;

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/**
 * Checks a password change and hashes the new password. Done before the
 * transaction: hashing is deliberately slow, and the write should not hold
 * the database while it runs. A wrong current password counts toward the
 * sign-in limit (commands/authenticator.ts `confirmPassword`).
 *
 * @param throttle the sign-in throttle.
 * @param guess the member's username, address and device.
 * @param member the member, as loaded for this request (with the stored hash).
 * @param change the current and new passwords, already validated for strength.
 * @returns the new password's hash, with the hash it replaces.
 */
export async function preparePasswordChange(
  throttle: LoginThrottle,
  guess: PasswordGuess,
  member: User,
  change: PasswordChange,
): Promise<{ previousHash: string; newHash: string }> {
  await confirmPassword(throttle, guess, member, change.currentPassword, 'currentPassword');
  if (change.currentPassword === change.newPassword) {
    throw badRequest(PASSWORD_MESSAGES.sameAsCurrent, [{ path: 'newPassword', message: PASSWORD_MESSAGES.sameAsCurrent }]);
  }
  return { previousHash: member.passwordHash, newHash: await hashPassword(change.newPassword) };
}

/**
 * Stores the new password and ends every other session of the member, so a
 * session someone else holds stops working; the session making the change
 * stays signed in. Records `user.sessionsEnded` with that session as the
 * exception, so the live channel closes the other sockets. The hash is
 * replaced only if it is still the one checked, so two changes at once
 * cannot both win.
 *
 * @param unit the transaction and event recorder.
 * @param member the member changing their password.
 * @param hashes from `preparePasswordChange`.
 * @param keepSessionKey the key of the session making the change.
 */
export async function changePassword(
  unit: UnitOfWork,
  member: Pick<User, 'id'>,
  hashes: { previousHash: string; newHash: string },
  keepSessionKey: string | undefined,
): Promise<void> {
  const { trx, record } = unit;
  const replaced = await User.query(trx).patch({ passwordHash: hashes.newHash }).where('id', member.id).where('passwordHash', hashes.previousHash);
  if (replaced !== 1) {
    throw conflict(PASSWORD_MESSAGES.changedMeanwhile);
  }
  await endSessionsOfUser(trx, member.id, keepSessionKey);
  record({ type: 'user.sessionsEnded', userId: member.id, reason: 'passwordChanged', ...(keepSessionKey ? { exceptSessionKey: keepSessionKey } : {}) });
}
