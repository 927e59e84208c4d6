import { MESSAGES, textRef } from '@signals/protocol';
import { isUniqueViolation } from '../db/errors.js';
import { ChainTransfer, Payment, Plan, User, Wallet } from '../db/models/index.js';
import { inSavepoint, type UnitOfWork } from '../db/transaction.js';
import { conflict, notFound } from '../errors.js';
import { hasVerifiedPhone } from '../policies/phone.js';
import { premiumPeriodOf } from '../policies/premium.js';
import { QUOTE_MESSAGES } from '../queries/purchases.js';
import { grantPremiumPeriod, type PremiumGrantResult } from './premium.js';

export const TRIAL_MESSAGES = {
  noTrial: textRef('errors.noTrial'),
  taken: textRef('errors.trialTaken'),
} as const;

/**
 * Starts a plan's trial: premium for its trial days without payment, once
 * per member and once per verified phone number or sending wallet (the
 * member's wallets on file and every wallet they have paid from). Each of
 * those is written as a key of `trial_keys`, whose uniqueness refuses a
 * second trial for any of them (409), two requests at once included. Not
 * while premium runs (409). A paid settle during the trial starts its period
 * at the trial's end (`grantPremiumPeriod`).
 *
 * @returns the member and the trial's period.
 */
export async function startTrial(unit: UnitOfWork, member: Pick<User, 'id'>, input: { planId: number; now?: Date }): Promise<PremiumGrantResult & { plan: Plan }> {
  const { trx } = unit;
  const now = input.now ?? new Date();
  const plan = await Plan.query(trx).findById(input.planId);
  if (!plan?.isActive) {
    throw notFound(QUOTE_MESSAGES.planNotFound);
  }
  if (plan.trialDays <= 0) {
    throw conflict(TRIAL_MESSAGES.noTrial);
  }
  const user = await User.query(trx).findById(member.id);
  if (!user) {
    throw notFound(MESSAGES.userNotFound);
  }
  if (premiumPeriodOf(user, now).running) {
    throw conflict(MESSAGES.alreadySubscribed);
  }
  const keys = await trialKeysOf(unit, user);
  if ((await trx('trialKeys').whereIn('key', keys).first()) !== undefined) {
    throw conflict(TRIAL_MESSAGES.taken);
  }
  try {
    // In a savepoint: on PostgreSQL a refused insert would otherwise spoil the whole transaction.
    await inSavepoint(unit, async (inner) => {
      await inner.trx('trialKeys').insert(keys.map((key) => ({ key, userId: user.id, planId: plan.id, createdAt: now })));
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict(TRIAL_MESSAGES.taken);
    }
    throw error;
  }
  const granted = await grantPremiumPeriod(unit, user, { kind: 'trial', planId: plan.id, months: 0, days: plan.trialDays, amount: 0, paymentMethod: null, now });
  return { ...granted, plan };
}

/** What a trial is counted against: the member, their verified phone, and every wallet they hold or paid from. */
async function trialKeysOf(unit: UnitOfWork, user: User): Promise<string[]> {
  const { trx } = unit;
  const [wallets, paidFrom, transfersFrom] = await Promise.all([
    Wallet.query(trx).where('userId', user.id).select('walletAddress'),
    Payment.query(trx).where('userId', user.id).whereNotNull('fromAddress').select('fromAddress'),
    ChainTransfer.query(trx).where('userId', user.id).select('fromAddress'),
  ]);
  const addresses = [...wallets.map((w) => w.walletAddress), ...paidFrom.map((p) => p.fromAddress!), ...transfersFrom.map((t) => t.fromAddress)];
  const keys = new Set([`user:${user.id}`, ...addresses.map(walletKey)]);
  if (hasVerifiedPhone(user)) {
    keys.add(`phone:${user.verifiedPhoneNumber}`);
  }
  return [...keys];
}

/** A wallet's identity: hex and bech32 addresses are the same whatever their case; base58 ones are not. */
function walletKey(address: string): string {
  const trimmed = address.trim();
  return `wallet:${/^(0x|bc1)/i.test(trimmed) ? trimmed.toLowerCase() : trimmed}`;
}
