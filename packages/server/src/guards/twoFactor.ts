import { MESSAGES } from '@signals/protocol';
import { TWO_FACTOR_MESSAGES } from '../commands/twoFactor.js';
import type { Db } from '../db/knex.js';
import type { User } from '../db/models/index.js';
import { badRequest, conflict, tooManyRequests } from '../errors.js';
import { readSettings } from '../services/settings.js';
import { newTotpSecret, totpUri } from '../services/totp.js';
import { sealTotpSecret } from '../services/totpSecrets.js';
import type { TwoFactorThrottle } from '../services/twoFactorThrottle.js';
import { acceptTotpCode, type SecondFactor } from './credentials.js';
import { acceptRecoveryCode } from './recoveryCodes.js';

export interface TwoFactorGuardServices {
  db: Db;
  /** Counts wrong codes per member. */
  throttle: TwoFactorThrottle;
}

/**
 * A new secret for the member, and what to store of it (sealed to them).
 *
 * @param db the database (the data keys live there).
 * @param member the member setting it up.
 * @returns the secret in clear, for the answer, and sealed, for the command.
 */
export async function prepareTwoFactorSetup(db: Db, member: Pick<User, 'id'>): Promise<{ secret: string; sealedSecret: string }> {
  const secret = newTotpSecret();
  return { secret, sealedSecret: await sealTotpSecret(db, member.id, secret) };
}

/**
 * The set-up answer: the secret and its QR code, rendered here so no third
 * party ever sees the secret. The otpauth URI names the site (the site_name
 * setting) and the username.
 *
 * @param db the database.
 * @param member the member setting it up.
 * @param secret the base32 secret just stored as pending.
 * @returns the base32 secret and a PNG data URL of its QR code.
 */
export async function presentTwoFactorSetup(db: Db, member: Pick<User, 'username'>, secret: string): Promise<{ secretKey: string; qrCodeUrl: string }> {
  const { site_name: issuer } = await readSettings(db);
  // Loaded when a member sets up two-factor, not at start (issue 21: a restart is ready sooner).
  const { default: QRCode } = await import('qrcode');
  const qrCodeUrl = await QRCode.toDataURL(totpUri(secret, member.username, issuer), { errorCorrectionLevel: 'M', margin: 2, width: 240 });
  return { secretKey: secret, qrCodeUrl };
}

/**
 * Accepts the code that turns two-factor on: refused (409) when it is on
 * already or no set-up was started, then checked under the throttle.
 *
 * @param services the database and throttle.
 * @param member the member, as loaded for this request.
 * @param code the six digits.
 * @returns the pending secret the code was checked against.
 */
export async function acceptEnableCode(services: TwoFactorGuardServices, member: User, code: string): Promise<string> {
  if (member.totpEnabled) {
    throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
  }
  const pendingSecret = member.totpSecret;
  if (!pendingSecret) {
    throw conflict(TWO_FACTOR_MESSAGES.noPendingSetup);
  }
  await checkCode(services, member, code);
  return pendingSecret;
}

/**
 * Accepts the proof that changes two-factor once it is on (turning it off,
 * making a new set of recovery codes): refused (409) when it is not on, then
 * a current code, or one of the member's recovery codes (used up: a member
 * whose authenticator is gone turns two-factor off to set up a new one),
 * under the same limit on wrong codes as turning it on.
 *
 * @param services the database and throttle.
 * @param member the member, as loaded for this request.
 * @param proof the six digits, or a recovery code.
 */
export async function acceptSecondFactor(services: TwoFactorGuardServices, member: User, proof: SecondFactor): Promise<void> {
  if (!member.totpEnabled || !member.totpSecret) {
    throw conflict(TWO_FACTOR_MESSAGES.notEnabled);
  }
  const { recoveryCode, code = '' } = proof;
  if (recoveryCode) {
    await underThrottle(services, member, () => acceptRecoveryCode(services.db, member, recoveryCode).then((left) => left !== null), { field: 'recoveryCode', message: MESSAGES.invalidRecoveryCode });
  } else {
    await checkCode(services, member, code);
  }
}

/**
 * Checks a code against the member's secret under the throttle: 429 while
 * the member is locked out, 400 for a wrong or reused code (each code is
 * accepted once: `acceptTotpCode`'s compare-and-set).
 */
async function checkCode(services: TwoFactorGuardServices, member: User, code: string): Promise<void> {
  await underThrottle(services, member, () => acceptTotpCode(services.db, member, code), { field: 'code', message: MESSAGES.invalidTwoFactorCode });
}

/** Runs a check under the member's limit on wrong codes: 429 while locked out, 400 on `refusal.field` when the check fails (counted). */
async function underThrottle(services: TwoFactorGuardServices, member: User, check: () => Promise<boolean>, refusal: { field: string; message: string }): Promise<void> {
  const wait = await services.throttle.retryAfter(member.id);
  if (wait > 0) {
    throw tooManyRequests(TWO_FACTOR_MESSAGES.tooManyCodes(Math.ceil(wait / 60)), wait);
  }
  if (!(await check())) {
    await services.throttle.recordFailure(member.id);
    throw badRequest(refusal.message, [{ path: refusal.field, message: refusal.message }]);
  }
  await services.throttle.recordSuccess(member.id);
}
