import QRCode from 'qrcode';
import { MESSAGES } from '@signals/protocol';
import type { Db } from '../db/knex.js';
import { User } from '../db/models/index.js';
import { inTransaction } from '../db/transaction.js';
import { badRequest, conflict, tooManyRequests } from '../errors.js';
import type { EventBus } from '../services/eventBus.js';
import { endSessionsOfUser } from '../services/sessionStore.js';
import { readSettings } from '../services/settings.js';
import { newTotpSecret, totpUri } from '../services/totp.js';
import { sealTotpSecret } from '../services/totpSecrets.js';
import type { TwoFactorThrottle } from '../services/twoFactorThrottle.js';
import { acceptTotpCode } from './authenticator.js';

export const TWO_FACTOR_MESSAGES = {
  alreadyEnabled: 'Two-factor authentication is already on. Turn it off before setting it up again.',
  notEnabled: 'Two-factor authentication is not on.',
  notEnabledForUser: 'Two-factor authentication is not on for this user.',
  noPendingSetup: 'Start the two-factor set-up first.',
  setupChanged: 'The two-factor set-up was started again elsewhere. Scan the new QR code and try again.',
  tooManyCodes: (minutes: number) => `Too many wrong codes. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

export interface TwoFactorServices {
  db: Db;
  events: EventBus;
  /** Counts wrong codes per member. */
  throttle: TwoFactorThrottle;
}

/**
 * Starts the set-up: a new secret is stored as pending (two-factor stays off
 * until a code proves the app has it) and answered with its QR code, rendered
 * here so no third party ever sees the secret. The otpauth URI names the site
 * (the site_name setting) and the username. Refused (409) while two-factor is on.
 *
 * @param services the database.
 * @param member the member setting it up.
 * @returns the base32 secret and a PNG data URL of its QR code.
 */
export async function startTwoFactorSetup(services: Pick<TwoFactorServices, 'db'>, member: User): Promise<{ secretKey: string; qrCodeUrl: string }> {
  const secret = newTotpSecret();
  const stored = await User.query(services.db)
    .patch({ totpSecret: await sealTotpSecret(services.db, member.id, secret), totpLastStep: null })
    .where('id', member.id)
    .where('totpEnabled', false);
  if (stored !== 1) {
    throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
  }
  const { site_name: issuer } = await readSettings(services.db);
  const qrCodeUrl = await QRCode.toDataURL(totpUri(secret, member.username, issuer), { errorCorrectionLevel: 'M', margin: 2, width: 240 });
  return { secretKey: secret, qrCodeUrl };
}

/**
 * Turns two-factor on with a code from the pending secret. Each code is
 * accepted once; wrong codes count towards the member's limit (429 past it).
 * Every other session of the member ends: whoever signed in with the password
 * alone must now prove the second factor too. Records `user.updated` and
 * `user.sessionsEnded` (the session making the change kept).
 *
 * @param services the database, event bus and throttle.
 * @param member the member, as loaded for this request.
 * @param code the six digits.
 * @param keepSessionKey the key of the session making the change.
 */
export async function confirmTwoFactor(services: TwoFactorServices, member: User, code: string, keepSessionKey: string | undefined): Promise<void> {
  if (member.totpEnabled) {
    throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
  }
  const pendingSecret = member.totpSecret;
  if (!pendingSecret) {
    throw conflict(TWO_FACTOR_MESSAGES.noPendingSetup);
  }
  await checkCode(services, member, code);
  await inTransaction(services.db, services.events, async ({ trx, record }) => {
    // Only the secret the code was checked against is enabled, never one a second set-up stored meanwhile.
    const enabled = await User.query(trx).patch({ totpEnabled: true }).where('id', member.id).where('totpSecret', pendingSecret).where('totpEnabled', false);
    const user = enabled === 1 ? await User.query(trx).findById(member.id) : undefined;
    if (!user) {
      throw conflict(TWO_FACTOR_MESSAGES.setupChanged);
    }
    await endSessionsOfUser(trx, member.id, keepSessionKey);
    record({ type: 'user.updated', user, premiumChanged: false });
    record({ type: 'user.sessionsEnded', userId: member.id, reason: 'twoFactorChanged', ...(keepSessionKey ? { exceptSessionKey: keepSessionKey } : {}) });
  });
}

/**
 * Checks a code against the member's secret under the throttle: 429 while
 * the member is locked out, 400 for a wrong or reused code.
 *
 * @param services the database and throttle.
 * @param member the member, with their secret.
 * @param code the six digits.
 */
export async function checkCode(services: Pick<TwoFactorServices, 'db' | 'throttle'>, member: User, code: string): Promise<void> {
  const wait = await services.throttle.retryAfter(member.id);
  if (wait > 0) {
    throw tooManyRequests(TWO_FACTOR_MESSAGES.tooManyCodes(Math.ceil(wait / 60)), wait);
  }
  if (!(await acceptTotpCode(services.db, member, code))) {
    await services.throttle.recordFailure(member.id);
    throw badRequest(MESSAGES.invalidTwoFactorCode, [{ path: 'code', message: MESSAGES.invalidTwoFactorCode }]);
  }
  await services.throttle.recordSuccess(member.id);
}
