import type { User } from '../db/models/index.js';
import { badRequest } from '../errors.js';
import type { LoginThrottle, PasswordGuess } from '../services/loginThrottle.js';
import type { PasswordHasher } from '../services/passwords.js';
import { PASSWORD_MESSAGES } from '../commands/passwords.js';
import { confirmPassword } from './credentials.js';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/**
 * Checks a password change and hashes the new password. Done before the
 * transaction: hashing is deliberately slow, and the write should not hold
 * the database while it runs. A wrong current password counts toward the
 * sign-in limit (guards/credentials.ts `confirmPassword`).
 *
 * @param throttle the sign-in throttle.
 * @param passwords the server's hasher.
 * @param guess the member's username, address and device.
 * @param member the member, as loaded for this request (with the stored hash).
 * @param change the current and new passwords, already validated for strength.
 * @returns the new password's hash, with the hash it replaces.
 */
export async function preparePasswordChange(
  throttle: LoginThrottle,
  passwords: PasswordHasher,
  guess: PasswordGuess,
  member: User,
  change: PasswordChange,
): Promise<{ previousHash: string; newHash: string }> {
  await confirmPassword(throttle, guess, member, change.currentPassword, 'currentPassword');
  if (change.currentPassword === change.newPassword) {
    throw badRequest(PASSWORD_MESSAGES.sameAsCurrent, [{ path: 'newPassword', message: PASSWORD_MESSAGES.sameAsCurrent }]);
  }
  return { previousHash: member.passwordHash, newHash: await passwords.hash(change.newPassword) };
}

/**
 * Hashes the password an admin sets for a member, before the transaction
 * holds the write lock: hashing is slow on purpose.
 *
 * @param passwords the server's hasher.
 * @param password the new password, already validated for strength.
 * @returns its hash.
 */
export async function preparePasswordReset(passwords: PasswordHasher, password: string): Promise<{ passwordHash: string }> {
  return { passwordHash: await passwords.hash(password) };
}
