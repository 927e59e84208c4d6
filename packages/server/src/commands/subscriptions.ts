import { textRef } from '@signals/protocol';
import { Subscription, User } from '../db/models/index.js';
import type { ServerTextKey } from '../i18n/serverText.js';
import { accountText, alertAccount } from '../services/alerts/accountAlert.js';
import type { UnitOfWork } from '../db/transaction.js';
import { conflict } from '../errors.js';
import { canCancelSubscription } from '../policies/billing.js';
import { wherePremiumLapsed } from '../policies/premium.js';

export const NO_SUBSCRIPTION_TO_CANCEL = textRef('errors.noSubscriptionToCancel');

/** What the member reads when their paid period is over (the catalogue's keys: written in the member's language). */
export const PREMIUM_EXPIRED_NOTIFICATION = { title: 'alerts.account.subscriptionEndedTitle', message: 'alerts.account.subscriptionEndedMessage' } as const satisfies Record<
  'title' | 'message',
  ServerTextKey
>;

/** An expiry run handles at most this many users per transaction, so one run never holds the database for long. */
export const EXPIRY_BATCH = 200;

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
 * @param input the clock (now by default).
 * @returns the updated user and the cancelled subscription.
 */
export async function cancelSubscription(unit: UnitOfWork, member: Pick<User, 'id'>, input: { now?: Date } = {}): Promise<CancellationResult> {
  const { now = new Date() } = input;
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

/**
 * Ends premium for users whose paid period is over: the flag goes off (the end
 * date stays, as the record of when it ended), their active subscriptions are
 * marked expired, and each gets a "Premium expired" notification, with
 * `user.updated` (premiumChanged) and `notification.created` recorded. Each
 * user is switched off with a conditional update, so the viewer check and the
 * sweep running at once expire a user only once.
 *
 * @param unit the transaction and event recorder.
 * @param member only this member (the viewer's own check); every due user when null (the sweep).
 * @param input the clock (now by default), and at most how many users (EXPIRY_BATCH by default).
 * @returns the users whose premium ended in this call.
 */
export async function expireSubscriptions(unit: UnitOfWork, member: Pick<User, 'id'> | null, input: { now?: Date; limit?: number } = {}): Promise<User[]> {
  const { trx, record } = unit;
  const { now = new Date(), limit = EXPIRY_BATCH } = input;
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
    const switchedOff = await wherePremiumLapsed(User.query(trx).patch({ isPremium: false }).where('id', id), now);
    if (switchedOff !== 1) {
      continue;
    }
    await Subscription.query(trx).patch({ status: 'expired' }).where('userId', id).where('status', 'active').where('endDate', '<=', now);
    const user = await User.query(trx).findById(id);
    if (user) {
      expired.push(user);
      record({ type: 'user.updated', user, premiumChanged: true });
      // In the bell and on the member's channels for account updates (services/alerts/accountAlert.ts).
      await alertAccount(unit, user, { kind: 'subscriptionEnded', text: accountText(PREMIUM_EXPIRED_NOTIFICATION.title, PREMIUM_EXPIRED_NOTIFICATION.message), now });
    }
  }
  return expired;
}
