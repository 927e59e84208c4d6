import { MESSAGES } from '@signals/protocol';
import type { Db } from '../db/knex.js';
import { User } from '../db/models/index.js';
import { forbidden, tooManyRequests, unauthorized } from '../errors.js';
import type { LoginThrottle } from '../services/loginThrottle.js';
import { decoyHash, verifyPassword } from '../services/passwords.js';
import { checkTotp } from '../services/totp.js';
import { openTotpSecret } from '../services/totpSecrets.js';

export interface Credentials {
  username: string;
  password: string;
  code?: string;
  /** The caller's address, for throttling. */
  ip: string;
}

/**
 * Checks a sign-in attempt: throttling first (the attempt is counted before
 * anything is checked, so concurrent guesses cannot slip past the limit),
 * then the password (as slow for a missing account as for a wrong password),
 * then the ban, then the second factor. Returns the user; the caller starts
 * the session.
 */
export async function authenticate(db: Db, throttle: LoginThrottle, credentials: Credentials): Promise<User> {
  const { username, password, code, ip } = credentials;
  const wait = await throttle.attempt(username, ip);
  if (wait > 0) {
    throw tooManyRequests(MESSAGES.tooManyLogins(Math.ceil(wait / 60)), wait);
  }
  const user = await User.query(db).whereRaw('lower(username) = ?', [username.toLowerCase()]).first();
  const passwordOk = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
  if (!user || !passwordOk) {
    throw unauthorized(MESSAGES.invalidCredentials);
  }
  if (user.isBanned) {
    throw forbidden(MESSAGES.banned);
  }
  if (user.totpEnabled && user.totpSecret) {
    if (!code) {
      // The password was right: asking for the code is not a failure, and must not clear the count either.
      await throttle.release(username, ip);
      throw unauthorized(MESSAGES.twoFactorRequired, { twoFactorRequired: true });
    }
    if (!(await acceptTotpCode(db, user, code))) {
      // A wrong code stays counted: code guesses share the sign-in limit.
      throw unauthorized(MESSAGES.invalidTwoFactorCode, { twoFactorRequired: true });
    }
  }
  await throttle.succeeded(username, ip);
  return user;
}

/**
 * Accepts a TOTP code once: the step it belongs to is stored with a
 * compare-and-set, so two requests racing with the same code cannot both win.
 */
export async function acceptTotpCode(db: Db, user: User, code: string): Promise<boolean> {
  const secret = await openTotpSecret(db, user);
  if (!secret) {
    return false;
  }
  const step = await checkTotp(secret, code, user.totpLastStep);
  if (step === null) {
    return false;
  }
  const updated = await User.query(db)
    .patch({ totpLastStep: step })
    .where('id', user.id)
    .where((q) => q.whereNull('totpLastStep').orWhere('totpLastStep', '<', step));
  return updated === 1;
}
