import { MESSAGES, PREMIUM_PERIOD_MONTHS, type PaymentChannel } from '@signals/protocol';
import { Payment, Subscription, User } from '../db/models/index.js';
import { isSqlite } from '../db/knex.js';
import type { UnitOfWork } from '../db/transaction.js';
import { DAY_MS, addMonths } from '../dates.js';
import { notFound } from '../errors.js';
import { premiumPeriodOf } from '../policies/premium.js';

export interface PremiumGrant {
  /** What was paid for this month: the premium price, in USD (or the same number of USDT). */
  amount: number;
  /** How it was paid. */
  paymentMethod: PaymentChannel;
  /** The card provider's PaymentIntent id, for card payments. */
  paymentIntent?: string | null;
  /** The payment row this grant settles; it is linked to the subscription it paid for. */
  paymentId?: number | null;
  /** Days of premium beyond the month, bought by what a chain payment received above the price. */
  extraDays?: number;
  /** The clock, for tests; now by default. */
  now?: Date;
}

export interface PremiumGrantResult {
  /** The user after the grant: premium, with the new end date. */
  user: User;
  /** The subscription row created or extended. */
  subscription: Subscription;
}

/**
 * Grants one month of premium for a verified payment (and any extra days it
 * bought), inside the caller's transaction. A user whose premium is still running gets the month added to
 * the current end date (their active subscription row is extended and its
 * amount adds up); anyone else gets a new subscription starting now. The user
 * row is made premium with the new end date, the payment (when given) is
 * linked to the subscription, and `user.updated` is recorded, with
 * `premiumChanged` when the user was not premium before.
 *
 * The caller checks the payment first (an admin approval, a succeeded card
 * payment) and makes the grant happen once, e.g. by moving the payment from
 * pending to completed with a conditional update in the same transaction.
 *
 * @param unit the transaction and event recorder.
 * @param user the member to grant premium to (only the id is read; the row is reloaded).
 * @param grant what was paid and how.
 * @returns the updated user and subscription.
 */
export async function grantPremiumMonth(unit: UnitOfWork, user: Pick<User, 'id'>, grant: PremiumGrant): Promise<PremiumGrantResult> {
  const { trx, record } = unit;
  const now = grant.now ?? new Date();
  // PostgreSQL: two grants for one member at once (two approvals, an approval and a chain credit) extend the end date
  // one after the other, not both from the same end. SQLite runs one writer at a time anyway.
  const current = isSqlite(trx) ? await User.query(trx).findById(user.id) : await User.query(trx).findById(user.id).forUpdate();
  if (!current) {
    throw notFound(MESSAGES.userNotFound);
  }
  const period = premiumPeriodOf(current, now);
  const runningEnd = period.running ? period.until : null;
  const wasPremium = period.running;

  const active = await Subscription.query(trx)
    .where('userId', user.id)
    .where('status', 'active')
    .where('endDate', '>', now)
    .orderBy('endDate', 'desc')
    .first();
  const base = latest(now, runningEnd, active?.endDate ?? null);
  const endDate = new Date(addMonths(base, PREMIUM_PERIOD_MONTHS).getTime() + Math.round((grant.extraDays ?? 0) * DAY_MS));
  const paymentIntent = grant.paymentIntent ?? null;

  const subscription = active
    ? await Subscription.query(trx).patchAndFetchById(active.id, {
        endDate,
        amount: roundMoney(active.amount + grant.amount),
        paymentMethod: grant.paymentMethod,
        paymentIntent: paymentIntent ?? active.paymentIntent,
      })
    : await Subscription.query(trx).insertAndFetch({
        userId: user.id,
        startDate: now,
        endDate,
        amount: roundMoney(grant.amount),
        status: 'active',
        paymentMethod: grant.paymentMethod,
        paymentIntent,
      });

  const updated = await User.query(trx).patchAndFetchById(user.id, { isPremium: true, subscriptionEndDate: endDate });
  if (grant.paymentId) {
    await Payment.query(trx).patch({ subscriptionId: subscription.id }).where('id', grant.paymentId);
  }
  record({ type: 'user.updated', user: updated, premiumChanged: !wasPremium });
  return { user: updated, subscription };
}

function latest(...dates: (Date | null)[]): Date {
  return new Date(Math.max(...dates.filter((d): d is Date => d !== null).map((d) => d.getTime())));
}

/** Amounts are stored with 8 decimals; sums of floats are rounded so 59.99 + 0.01 stays 60. */
function roundMoney(value: number): number {
  return Number(value.toFixed(8));
}

/**
 * Ends a user's premium at once (an admin turning it off): running
 * subscriptions are cancelled as of now and the user is on the free plan.
 * Records nothing: the caller knows what else changed and records
 * `user.updated` once with the final row.
 *
 * @param unit the transaction of the whole change.
 * @param member the user whose premium ends.
 * @param input the clock (now by default).
 * @returns the updated user.
 */
export async function endPremiumNow(unit: UnitOfWork, member: Pick<User, 'id'>, input: { now?: Date } = {}): Promise<User> {
  const { now = new Date() } = input;
  await Subscription.query(unit.trx).patch({ status: 'cancelled', endDate: now }).where('userId', member.id).where('status', 'active').where('endDate', '>', now);
  return User.query(unit.trx).patchAndFetchById(member.id, { isPremium: false, subscriptionEndDate: null });
}
