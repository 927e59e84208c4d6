import { Subscription, User } from '../db/models/index.js';
import type { UnitOfWork } from '../db/transaction.js';
import { conflict } from '../errors.js';
import { canCancelSubscription } from '../policies/billing.js';

export const NO_SUBSCRIPTION_TO_CANCEL = 'You have no active premium subscription to cancel';

export interface CancellationResult {
  /** The user after cancelling: no longer premium, no end date. */
  user: User;
  /** The subscription that was cancelled, if there was a row for it. */
  subscription: Subscription | null;
}

/**
 * Cancels premium at once (the spec: "cancelling removes premium access
 * immediately"): the user loses the flag and the end date, every active
 * subscription row becomes cancelled, and `user.updated` is recorded with
 * premiumChanged. The flag is switched off with a conditional update, so two
 * cancellations at once succeed only once.
 *
 * @param unit the transaction and event recorder.
 * @param member the user cancelling their own subscription.
 * @param now the clock, for tests.
 * @returns the updated user and the cancelled subscription.
 */
export async function cancelSubscription(unit: UnitOfWork, member: Pick<User, 'id'>, now: Date = new Date()): Promise<CancellationResult> {
  const { trx, record } = unit;
  const current = await User.query(trx).findById(member.id);
  if (!current || !canCancelSubscription(current, now)) {
    throw conflict(NO_SUBSCRIPTION_TO_CANCEL);
  }
  const switchedOff = await User.query(trx).patch({ isPremium: false, subscriptionEndDate: null }).where('id', member.id).where('isPremium', true);
  if (switchedOff !== 1) {
    throw conflict(NO_SUBSCRIPTION_TO_CANCEL);
  }
  const latest = await Subscription.query(trx).where('userId', member.id).where('status', 'active').orderBy('endDate', 'desc').first();
  await Subscription.query(trx).patch({ status: 'cancelled' }).where('userId', member.id).where('status', 'active');
  const subscription = latest ? ((await Subscription.query(trx).findById(latest.id)) ?? null) : null;
  const user = await User.query(trx).findById(member.id);
  if (!user) {
    throw conflict(NO_SUBSCRIPTION_TO_CANCEL);
  }
  record({ type: 'user.updated', user, premiumChanged: true });
  return { user, subscription };
}
