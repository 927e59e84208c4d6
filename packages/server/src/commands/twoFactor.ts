import { textRef } from '@signals/protocol';
import { formatMinute } from '../dates.js';
import type { Db } from '../db/knex.js';
import { RecoveryCode, User, type Notification } from '../db/models/index.js';
import type { UnitOfWork } from '../db/transaction.js';
import { accountText, alertAccount } from '../services/alerts/accountAlert.js';
import { conflict } from '../errors.js';
import { endSessionsOfUser } from '../services/sessionStore.js';
import { recordAudit } from './audit.js';

export const TWO_FACTOR_MESSAGES = {
  alreadyEnabled: textRef('errors.twoFactorAlreadyOn'),
  notEnabled: textRef('errors.twoFactorNotOn'),
  notEnabledForUser: textRef('errors.twoFactorNotOnForUser'),
  noPendingSetup: textRef('errors.twoFactorNoPendingSetup'),
  setupChanged: textRef('errors.twoFactorSetupChanged'),
  tooManyCodes: (minutes: number) => textRef('errors.tooManyTwoFactorCodes', { minutes }),
} as const;

/**
 * Stores a new secret as pending: two-factor stays off until a code proves
 * the app has it. Refused (409) while two-factor is on. The secret is made
 * and sealed before (guards/twoFactor.ts `prepareTwoFactorSetup`).
 *
 * @param unit the transaction.
 * @param member the member setting it up.
 * @param input the sealed secret to store.
 */
export async function beginTwoFactorSetup(unit: UnitOfWork, member: Pick<User, 'id'>, input: { sealedSecret: string }): Promise<void> {
  const stored = await User.query(unit.trx).patch({ totpSecret: input.sealedSecret, totpLastStep: null }).where('id', member.id).where('totpEnabled', false);
  if (stored !== 1) {
    throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
  }
}

/**
 * Turns two-factor on once a code from the pending secret was accepted
 * (guards/twoFactor.ts `acceptEnableCode`). Only the secret the code was
 * checked against is enabled, never one a second set-up stored meanwhile
 * (409). Every other session of the member ends: whoever signed in with the
 * password alone must now prove the second factor too. The member's
 * recovery codes are stored (their hashes, made with this secret:
 * guards/recoveryCodes.ts). Records `user.updated` and `user.sessionsEnded`
 * (the session making the change kept).
 *
 * @param unit the transaction and event recorder.
 * @param member the member.
 * @param input the pending secret the code was checked against, the key of the session making the change, and the recovery codes' hashes.
 */
export async function enableTwoFactor(
  unit: UnitOfWork,
  member: Pick<User, 'id'>,
  input: { pendingSecret: string; keepSessionKey: string | undefined; recoveryCodeHashes: string[]; now?: Date },
): Promise<void> {
  const { trx, record } = unit;
  const { pendingSecret, keepSessionKey, now = new Date() } = input;
  const enabled = await User.query(trx).patch({ totpEnabled: true }).where('id', member.id).where('totpSecret', pendingSecret).where('totpEnabled', false);
  const user = enabled === 1 ? await User.query(trx).findById(member.id) : undefined;
  if (!user) {
    throw conflict(TWO_FACTOR_MESSAGES.setupChanged);
  }
  await replaceRecoveryCodes(trx, member.id, input.recoveryCodeHashes, now);
  await endSessionsOfUser(trx, member.id, 'twoFactorChanged', keepSessionKey);
  record({ type: 'user.updated', user, premiumChanged: false });
  record({ type: 'user.sessionsEnded', userId: member.id, reason: 'twoFactorChanged', ...(keepSessionKey ? { exceptSessionKey: keepSessionKey } : {}) });
  await alertAccount(unit, user, {
    kind: 'twoFactorChanged',
    text: accountText('alerts.account.twoFactorOnTitle', 'alerts.account.twoFactorOnMessage'),
  });
}

/**
 * Turns two-factor off once a code or a recovery code was accepted
 * (guards/twoFactor.ts `acceptSecondFactor`) and forgets the secret and the
 * recovery codes. Records `user.updated`.
 *
 * @param unit the transaction and event recorder.
 * @param member the member (nothing more is needed: the code was checked before).
 */
export async function disableTwoFactor(unit: UnitOfWork, member: Pick<User, 'id'>): Promise<void> {
  const disabled = await User.query(unit.trx).patch({ totpEnabled: false, totpSecret: null, totpLastStep: null }).where('id', member.id).where('totpEnabled', true);
  const user = disabled === 1 ? await User.query(unit.trx).findById(member.id) : undefined;
  if (!user) {
    throw conflict(TWO_FACTOR_MESSAGES.notEnabled);
  }
  await RecoveryCode.query(unit.trx).delete().where('userId', member.id);
  unit.record({ type: 'user.updated', user, premiumChanged: false });
  await alertAccount(unit, user, {
    kind: 'twoFactorChanged',
    text: accountText('alerts.account.twoFactorOffTitle', 'alerts.account.twoFactorOffMessage'),
  });
}

/**
 * Clears a member's two-factor for an admin (the member lost their phone):
 * the secret and the recovery codes are forgotten and every session of theirs ends, so the next
 * sign-in is with the password alone and they can set it up again. Audited.
 * Refused (409) when two-factor is not on. Admins clearing their own keep the
 * session they act from, as with a password reset. Records `user.updated`
 * and `user.sessionsEnded`.
 *
 * @param unit the transaction and event recorder.
 * @param actor the admin.
 * @param input the member, and the admin's own session when the target is the admin.
 * @returns the member as saved.
 */
export async function resetTwoFactor(unit: UnitOfWork, actor: Pick<User, 'id'>, input: { target: User; keepSessionKey?: string }): Promise<User> {
  const { trx, record } = unit;
  const { target, keepSessionKey } = input;
  const cleared = await User.query(trx).patch({ totpEnabled: false, totpSecret: null, totpLastStep: null }).where('id', target.id).where('totpEnabled', true);
  if (cleared !== 1) {
    throw conflict(TWO_FACTOR_MESSAGES.notEnabledForUser);
  }
  await RecoveryCode.query(trx).delete().where('userId', target.id);
  const ended = await endSessionsOfUser(trx, target.id, 'twoFactorReset', keepSessionKey);
  await recordAudit(unit, actor, { action: 'user.reset_2fa', entityType: 'user', entityId: target.id, before: { twoFactorEnabled: true }, after: { username: target.username, twoFactorEnabled: false, sessionsEnded: ended } });
  const user = await User.query(trx).findById(target.id).throwIfNotFound();
  record({ type: 'user.updated', user, premiumChanged: false });
  record({ type: 'user.sessionsEnded', userId: target.id, reason: 'twoFactorReset', ...(keepSessionKey ? { exceptSessionKey: keepSessionKey } : {}) });
  return user;
}

/**
 * Replaces the member's recovery codes with a new set, made with the secret
 * that is on (guards/recoveryCodes.ts), once a code or a recovery code was
 * accepted: every code of the old set stops working in the same
 * transaction. The member's row is written first, which holds it for the
 * transaction: two renewals at once leave one set, never both. Refused (409)
 * when two-factor is off, or on with another secret than the codes were made
 * with (turned off and on again meanwhile). The member is told, as of any
 * change to their second factor.
 *
 * @param unit the transaction and event recorder.
 * @param member the member.
 * @param input the secret the codes were made with (sealed, as stored), their hashes, and the clock.
 */
export async function renewRecoveryCodes(unit: UnitOfWork, member: Pick<User, 'id'>, input: { sealedSecret: string; recoveryCodeHashes: string[]; now?: Date }): Promise<void> {
  const { trx } = unit;
  const now = input.now ?? new Date();
  const held = await User.query(trx).patch({ updatedAt: now }).where('id', member.id).where('totpEnabled', true).where('totpSecret', input.sealedSecret);
  if (held !== 1) {
    throw conflict(TWO_FACTOR_MESSAGES.notEnabled);
  }
  await replaceRecoveryCodes(trx, member.id, input.recoveryCodeHashes, now);
  await alertAccount(unit, member, {
    kind: 'twoFactorChanged',
    text: accountText('alerts.account.recoveryCodesRenewedTitle', 'alerts.account.recoveryCodesRenewedMessage'),
    now,
  });
}

/**
 * Tells the member a recovery code was used to sign in to their account, and
 * how many are left: a security alert (someone may hold their password and a
 * code from the printed list), at once, even in quiet hours.
 *
 * @param unit the transaction and event recorder.
 * @param member the member who signed in.
 * @param input how many codes are left, and the clock.
 * @returns the bell row, if one was written.
 */
export async function noticeRecoveryCodeUsed(unit: UnitOfWork, member: User, input: { left: number; now?: Date }): Promise<Notification | null> {
  const now = input.now ?? new Date();
  return alertAccount(unit, member, {
    kind: 'recoveryCodeUsed',
    text: accountText('alerts.account.recoveryCodeUsedTitle', 'alerts.account.recoveryCodeUsedMessage', (language) => ({ time: formatMinute(now, language), left: input.left })),
    now,
  });
}

/** The member's recovery codes become `hashes`: the old ones deleted, the new ones written (one insert). */
async function replaceRecoveryCodes(trx: Db, userId: number, hashes: string[], now: Date): Promise<void> {
  await RecoveryCode.query(trx).delete().where('userId', userId);
  if (hashes.length > 0) {
    // One statement for the set (Objection inserts several rows only on PostgreSQL; the query builder does on both).
    await trx('two_factor_recovery_codes').insert(hashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
  }
}
