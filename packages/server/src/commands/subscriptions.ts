import { textRef, type CancellationReason } from '@signals/protocol';
import { Cancellation, Subscription, User } from '../db/models/index.js';
import { claimReminder, LAPSE_STAGE, sendReminder } from '../services/alerts/subscriptionReminders.js';
import type { UnitOfWork } from '../db/transaction.js';
import { conflict } from '../errors.js';
import { canCancelSubscription } from '../policies/billing.js';
import { premiumPeriodOf, wherePremiumLapsed } from '../policies/premium.js';
import { endPremiumNow } from './premium.js';

export const NO_SUBSCRIPTION_TO_CANCEL = textRef('errors.noSubscriptionToCancel');

/** An expiry run handles at most this many users per transaction, so one run never holds the database for long. */
export const EXPIRY_BATCH = 200;

export interface CancellationResult {
  /** The user after cancelling: no longer premium, no end date. */
  user: User;
  /** The period that was running, now cancelled, if there was a row for it. */
  subscription: Subscription | null;
}

/**
 * Cancels premium at once (the spec: "cancelling removes premium access
 * immediately"), saying why: the user loses the flag and the end date, the
 * running period ends now and any that had not begun are dropped
 * (`endPremiumNow`), the reason is kept for the back office, and
 * `user.updated` is recorded with premiumChanged. The flag is switched off
 * with a conditional update, so two cancellations at once succeed only once.
 *
 * @param unit the transaction and event recorder.
 * @param member the user cancelling their own subscription.
 * @param input why, and the clock (now by default).
 * @returns the updated user and the cancelled period.
 */
export async function cancelSubscription(
  unit: UnitOfWork,
  member: Pick<User, 'id'>,
  input: { reason: CancellationReason; comment: string | null; now?: Date },
): Promise<CancellationResult> {
  const { reason, comment, now = new Date() } = input;
  const { trx, record } = unit;
  const current = await User.query(trx).findById(member.id);
  if (!current || !canCancelSubscription(current, now)) {
    throw conflict(NO_SUBSCRIPTION_TO_CANCEL);
  }
  const claimed = await User.query(trx).patch({ isPremium: false }).where('id', member.id).where('isPremium', true);
  if (claimed !== 1) {
    throw conflict(NO_SUBSCRIPTION_TO_CANCEL);
  }
  const running = await Subscription.query(trx).where('userId', member.id).where('status', 'active').where('startDate', '<=', now).orderBy('endDate', 'desc').first();
  const kind = premiumPeriodOf(current, now).kind;
  const user = await endPremiumNow(unit, member, { now });
  await Cancellation.query(trx).insert({ userId: member.id, reason, comment, kind: kind === 'grace' || kind === null ? (running?.kind ?? null) : kind, createdAt: now });
  const subscription = running ? ((await Subscription.query(trx).findById(running.id)) ?? null) : null;
  record({ type: 'user.updated', user, premiumChanged: true });
  return { user, subscription };
}

/**
 * Ends premium for users whose period is over, grace included (`wherePremiumLapsed`: a member in grace keeps premium
 * until `graceEndDate`): the flag goes off (the end date stays, as the record of when it ended), their active periods
 * are marked expired, `user.updated` (premiumChanged) is recorded, and the member is told on the day it lapses, once
 * per end date (`claimReminder`, stage 0): here, unless the grace's start told them already
 * (services/alerts/subscriptionReminders.ts), with the link to renew the plan they held. Each user is switched off
 * with a conditional update, so the viewer check and the sweep running at once expire a user only once.
 *
 * @param unit the transaction and event recorder.
 * @param member only this member (the viewer's own check); every due user when null (the sweep).
 * @param input the site's address (for the renewal link), the clock (now by default), and at most how many users
 *   (EXPIRY_BATCH by default).
 * @returns the users whose premium ended in this call.
 */
export async function expireSubscriptions(unit: UnitOfWork, member: Pick<User, 'id'> | null, input: { publicUrl: string; now?: Date; limit?: number }): Promise<User[]> {
  const { trx, record } = unit;
  const { publicUrl, now = new Date(), limit = EXPIRY_BATCH } = input;
  const due = await User.query(trx)
    .select('id')
    .modify((q) => {
      wherePremiumLapsed(q, now);
      if (member) {
        q.where('id', member.id);
      }
    })
    .orderBy('id')
    .limit(limit);

  const expired: User[] = [];
  for (const { id } of due) {
    const switchedOff = await wherePremiumLapsed(User.query(trx).patch({ isPremium: false, premiumKind: null }).where('id', id), now);
    if (switchedOff !== 1) {
      continue;
    }
    await Subscription.query(trx).patch({ status: 'expired' }).where('userId', id).where('status', 'active').where('endDate', '<=', now);
    const user = await User.query(trx).findById(id);
    if (!user) {
      continue;
    }
    expired.push(user);
    record({ type: 'user.updated', user, premiumChanged: true });
    const end = user.subscriptionEndDate;
    // In the bell and on the member's channels for account updates (services/alerts/accountAlert.ts), once per end.
    if (end && (await claimReminder(trx, id, end, LAPSE_STAGE))) {
      await sendReminder(unit, user, { stage: LAPSE_STAGE, end, graceEnd: null, publicUrl, now });
    }
  }
  return expired;
}
