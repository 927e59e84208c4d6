import { MESSAGES } from '@signals/protocol';
import type { Db } from '../db/knex.js';
import { User } from '../db/models/index.js';
import { badRequest, forbidden, tooManyRequests, unauthorized } from '../errors.js';
import type { LoginThrottle, PasswordGuess } from '../services/loginThrottle.js';
import { verifyPassword, type PasswordHasher } from '../services/passwords.js';
import { checkTotp } from '../services/totp.js';
import { readSettings } from '../services/settings.js';
import { openTotpSecret } from '../services/totpSecrets.js';
import { acceptRecoveryCode } from './recoveryCodes.js';

/** The second factor as a request carries it: a TOTP code, or a recovery code in its place. */
export interface SecondFactor {
  code?: string | undefined;
  recoveryCode?: string | undefined;
}

export interface Credentials extends SecondFactor {
  password: string;
  /** The account asked for, and who is asking (address, device), for throttling. */
  guess: PasswordGuess;
}

/** Who signed in, and, when a recovery code let them in, how many they have left (null otherwise). */
export interface SignedIn {
  user: User;
  recoveryCodesLeft: number | null;
}

/**
 * Checks a sign-in attempt: throttling first (the attempt is counted before
 * anything is checked, so concurrent guesses cannot slip past the limit),
 * then the password (as slow for a missing account as for a wrong password),
 * then the ban, then the second factor: a TOTP code, or a recovery code in its
 * place, which is used up. A wrong recovery code counts as a wrong code does.
 * The caller starts the session.
 */
export async function authenticate(db: Db, throttle: LoginThrottle, passwords: PasswordHasher, credentials: Credentials): Promise<SignedIn> {
  const { password, code, recoveryCode, guess } = credentials;
  const wait = await throttle.attempt(guess);
  if (wait > 0) {
    throw tooManyRequests(MESSAGES.tooManyLogins(Math.ceil(wait / 60)), wait);
  }
  const user = await User.query(db).whereRaw('lower(username) = ?', [guess.username.toLowerCase()]).first();
  const passwordOk = await verifyPassword(password, user?.passwordHash ?? (await passwords.decoy()));
  if (!user || !passwordOk) {
    throw unauthorized(MESSAGES.invalidCredentials);
  }
  if (user.isBanned) {
    throw forbidden(MESSAGES.banned((await readSettings(db)).support_email), { code: 'banned' });
  }
  let recoveryCodesLeft: number | null = null;
  if (user.totpEnabled && user.totpSecret) {
    if (!code && !recoveryCode) {
      // The password was right: asking for the code is not a failure, and must not clear the count either.
      await throttle.release(guess);
      throw unauthorized(MESSAGES.twoFactorRequired, { twoFactorRequired: true });
    }
    // A wrong code stays counted, a recovery code as a TOTP code: code guesses share the sign-in limit.
    if (recoveryCode) {
      recoveryCodesLeft = await acceptRecoveryCode(db, user, recoveryCode);
      if (recoveryCodesLeft === null) {
        throw unauthorized(MESSAGES.invalidRecoveryCode, { twoFactorRequired: true });
      }
    } else if (!code || !(await acceptTotpCode(db, user, code))) {
      throw unauthorized(MESSAGES.invalidTwoFactorCode, { twoFactorRequired: true });
    }
  }
  await throttle.succeeded(guess);
  return { user, recoveryCodesLeft };
}

/**
 * Checks the password a signed-in member types to prove it is them (changing
 * the password, turning two-factor on or off) under the sign-in throttle: a
 * wrong one counts toward the same limit as a wrong sign-in, so a stolen
 * session cannot guess its way to the password, and past the limit even the
 * right one is refused (429) until the window passes. A right one gives its
 * attempt back without clearing the count: the failures before it may have
 * been someone else's.
 *
 * @param throttle the sign-in throttle.
 * @param guess the member's username, address and device.
 * @param member the member, with the stored hash.
 * @param password what they typed.
 * @param field the request field that carried it, named in the 400.
 */
export async function confirmPassword(throttle: LoginThrottle, guess: PasswordGuess, member: User, password: string, field: string): Promise<void> {
  const wait = await throttle.attempt(guess);
  if (wait > 0) {
    throw tooManyRequests(MESSAGES.tooManyPasswordTries(Math.ceil(wait / 60)), wait);
  }
  if (!(await verifyPassword(password, member.passwordHash))) {
    throw badRequest(MESSAGES.wrongCurrentPassword, [{ path: field, message: MESSAGES.wrongCurrentPassword }]);
  }
  await throttle.release(guess);
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
