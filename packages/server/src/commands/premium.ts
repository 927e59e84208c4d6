import { MESSAGES, type PaymentChannel, type SubscriptionKind } from '@signals/protocol';
import { ref } from 'objection';
import { Payment, Subscription, User } from '../db/models/index.js';
import { isSqlite } from '../db/knex.js';
import type { UnitOfWork } from '../db/transaction.js';
import { DAY_MS, addMonths } from '../dates.js';
import { notFound } from '../errors.js';
import { premiumPeriodOf } from '../policies/premium.js';
import { readSettings } from '../services/settings.js';

export interface PremiumGrant {
  /** What the period was given for: a payment, a trial, or an admin's gift (neither of the last two is revenue). */
  kind: SubscriptionKind;
  /** The plan it is for; null for a gift with no plan. */
  planId: number | null;
  /** Its length: whole months of the plan, or days (a trial, a gift); with both, the days come after the months. */
  months: number;
  days?: number;
  /** What was paid for the period after any discount, in USD (or the same number of USDT); 0 for trials and gifts. */
  amount: number;
  /** How it was paid; null for trials and gifts. */
  paymentMethod: PaymentChannel | null;
  /** The card provider's PaymentIntent id, for card payments. */
  paymentIntent?: string | null;
  /** The payment row this grant settles; it is linked to the period it paid for. */
  paymentId?: number | null;
  /** Days of premium beyond the period, bought by what a chain payment received above the price. */
  extraDays?: number;
  /** The clock, for tests; now by default. */
  now?: Date;
}

export interface PremiumGrantResult {
  /** The user after the grant: premium, with the new end date. */
  user: User;
  /** The period's row. */
  subscription: Subscription;
}

/**
 * Grants a period of premium, inside the caller's transaction: the one place
 * a period begins, whichever way it came (a payment, a trial, a gift). Each
 * period is its own subscription row, chained to the last: a member whose
 * premium runs (in grace too) gets it from the current end, never from
 * today, so no paid day is lost; anyone else from now. The user row carries
 * the chain's end, the grace after it (`grace_period_days` at the time of the
 * grant) and the kind running now, which changes only when the new period
 * starts now (a paid period after a trial starts at the trial's end: the
 * sweep moves the kind on then). The payment (when given) is linked to the
 * row, and `user.updated` is recorded, with `premiumChanged` when the user
 * had no premium before.
 *
 * The caller checks the payment first (an admin approval, a succeeded card
 * payment, a chain credit) and makes the grant happen once, e.g. by moving the
 * payment from pending to completed with a conditional update in the same
 * transaction.
 *
 * @param unit the transaction and event recorder.
 * @param user the member to grant premium to (only the id is read; the row is reloaded).
 * @param grant what the period is and how it was paid.
 * @returns the updated user and the new period.
 */
export async function grantPremiumPeriod(unit: UnitOfWork, user: Pick<User, 'id'>, grant: PremiumGrant): Promise<PremiumGrantResult> {
  const { trx, record } = unit;
  const now = grant.now ?? new Date();
  // PostgreSQL: two grants for one member at once (two approvals, an approval and a chain credit) extend the end date
  // one after the other, not both from the same end. SQLite runs one writer at a time anyway.
  const current = isSqlite(trx) ? await User.query(trx).findById(user.id) : await User.query(trx).findById(user.id).forUpdate();
  if (!current) {
    throw notFound(MESSAGES.userNotFound);
  }
  const period = premiumPeriodOf(current, now);
  // Premium given by hand with no end runs until taken back: a period added to it starts now.
  const startDate = period.running && period.until !== null ? period.until : now;
  const days = (grant.days ?? 0) + (grant.extraDays ?? 0);
  const endDate = new Date(addMonths(startDate, grant.months).getTime() + Math.round(days * DAY_MS));
  const graceDays = Number((await readSettings(trx)).grace_period_days) || 0;

  const subscription = await Subscription.query(trx).insertAndFetch({
    userId: user.id,
    kind: grant.kind,
    planId: grant.planId,
    months: grant.months,
    startDate,
    endDate,
    // A member who pays during a trial or a comped period has converted now, though the paid days follow those.
    mrrFrom: grant.kind === 'paid' && period.running && (period.kind === 'trial' || period.kind === 'comped') ? now : startDate,
    amount: roundMoney(grant.amount),
    status: 'active',
    paymentMethod: grant.paymentMethod,
    paymentIntent: grant.paymentIntent ?? null,
  });
  // The kind running now: the new period's once it has begun; else the one still running before it.
  const runningKind = period.running && period.kind !== 'grace' && startDate.getTime() > now.getTime() ? (current.premiumKind ?? 'paid') : grant.kind;
  const updated = await User.query(trx).patchAndFetchById(user.id, {
    isPremium: true,
    subscriptionEndDate: endDate,
    premiumKind: runningKind,
    graceEndDate: graceDays > 0 ? new Date(endDate.getTime() + graceDays * DAY_MS) : null,
  });
  if (grant.paymentId) {
    await Payment.query(trx).patch({ subscriptionId: subscription.id }).where('id', grant.paymentId);
  }
  record({ type: 'user.updated', user: updated, premiumChanged: !period.running });
  return { user: updated, subscription };
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
  const periods = Subscription.query(unit.trx).where('userId', member.id).where('status', 'active').where('endDate', '>', now);
  // Periods that had not begun end where they would have started: nothing of them ran. The running one ends now.
  await periods.clone().patch({ status: 'cancelled', endDate: ref('startDate') }).where('startDate', '>', now);
  await periods.clone().patch({ status: 'cancelled', endDate: now });
  return User.query(unit.trx).patchAndFetchById(member.id, { isPremium: false, subscriptionEndDate: null, premiumKind: null, graceEndDate: null });
}
