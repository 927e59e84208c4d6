import type { Db } from '../db/knex.js';
import { Payment, Subscription, type User } from '../db/models/index.js';
import { hasActivePremium } from '../policies/premium.js';

/** How many payments one page holds when the client does not say. */
const PAYMENT_PAGE_DEFAULT = 50;

/**
 * The subscription the member is on now: the active row with the latest end
 * date, or null when they hold no premium.
 *
 * @param db the database.
 * @param user the member, as loaded for this request.
 * @param now the clock, for tests.
 * @returns the subscription, or null.
 */
export async function currentSubscriptionOf(db: Db, user: User, now: Date = new Date()): Promise<Subscription | null> {
  if (!hasActivePremium(user, now)) {
    return null;
  }
  const subscription = await Subscription.query(db)
    .where('userId', user.id)
    .where('status', 'active')
    .where('endDate', '>', now)
    .orderBy('endDate', 'desc')
    .first();
  return subscription ?? null;
}

/**
 * The member's own payments, newest first, a page at a time.
 *
 * @param db the database.
 * @param userId the payer.
 * @param page `before`: only ids below it; `limit`: page size.
 * @returns the payments, each with the payer's username.
 */
export async function listPaymentsOf(db: Db, userId: number, page: { before?: number; limit?: number }): Promise<Payment[]> {
  return Payment.query(db)
    .select('payments.*', 'users.username')
    .join('users', 'users.id', 'payments.userId')
    .where('payments.userId', userId)
    .modify((q) => {
      if (page.before !== undefined) {
        q.where('payments.id', '<', page.before);
      }
    })
    .orderBy('payments.id', 'desc')
    .limit(page.limit ?? PAYMENT_PAGE_DEFAULT);
}
