import { textRef } from '@signals/protocol';
import { User } from '../db/models/index.js';
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
 * password alone must now prove the second factor too. Records
 * `user.updated` and `user.sessionsEnded` (the session making the change kept).
 *
 * @param unit the transaction and event recorder.
 * @param member the member.
 * @param input the pending secret the code was checked against, and the key of the session making the change.
 */
export async function enableTwoFactor(unit: UnitOfWork, member: Pick<User, 'id'>, input: { pendingSecret: string; keepSessionKey: string | undefined }): Promise<void> {
  const { trx, record } = unit;
  const { pendingSecret, keepSessionKey } = input;
  const enabled = await User.query(trx).patch({ totpEnabled: true }).where('id', member.id).where('totpSecret', pendingSecret).where('totpEnabled', false);
  const user = enabled === 1 ? await User.query(trx).findById(member.id) : undefined;
  if (!user) {
    throw conflict(TWO_FACTOR_MESSAGES.setupChanged);
  }
  await endSessionsOfUser(trx, member.id, keepSessionKey);
  record({ type: 'user.updated', user, premiumChanged: false });
  record({ type: 'user.sessionsEnded', userId: member.id, reason: 'twoFactorChanged', ...(keepSessionKey ? { exceptSessionKey: keepSessionKey } : {}) });
  await alertAccount(unit, user, {
    kind: 'twoFactorChanged',
    text: accountText('alerts.account.twoFactorOnTitle', 'alerts.account.twoFactorOnMessage'),
  });
}

/**
 * Turns two-factor off once a code was accepted (guards/twoFactor.ts
 * `acceptDisableCode`) and forgets the secret. Records `user.updated`.
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
  unit.record({ type: 'user.updated', user, premiumChanged: false });
  await alertAccount(unit, user, {
    kind: 'twoFactorChanged',
    text: accountText('alerts.account.twoFactorOffTitle', 'alerts.account.twoFactorOffMessage'),
  });
}

/**
 * Clears a member's two-factor for an admin (the member lost their phone):
 * the secret is forgotten and every session of theirs ends, so the next
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
  const ended = await endSessionsOfUser(trx, target.id, keepSessionKey);
  await recordAudit(unit, actor, { action: 'user.reset_2fa', entityType: 'user', entityId: target.id, before: { twoFactorEnabled: true }, after: { username: target.username, twoFactorEnabled: false, sessionsEnded: ended } });
  const user = await User.query(trx).findById(target.id).throwIfNotFound();
  record({ type: 'user.updated', user, premiumChanged: false });
  record({ type: 'user.sessionsEnded', userId: target.id, reason: 'twoFactorReset', ...(keepSessionKey ? { exceptSessionKey: keepSessionKey } : {}) });
  return user;
}
