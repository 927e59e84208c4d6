import type { Knex } from 'knex';
import { Subscription, User } from '../db/models/index.js';

/**
 * Ends a user's premium at once inside the caller's transaction: running
 * subscriptions are cancelled as of now and the user is on the free plan.
 * (Granting goes through `grantPremiumMonth` in premiumGranter.ts.)
 *
 * @param trx the transaction of the whole change.
 * @param userId the user.
 * @param now the clock.
 * @returns the updated user.
 */
export async function endPremiumNow(trx: Knex.Transaction, userId: number, now: Date): Promise<User> {
  await Subscription.query(trx).patch({ status: 'cancelled', endDate: now }).where('userId', userId).where('status', 'active').where('endDate', '>', now);
  return User.query(trx).patchAndFetchById(userId, { isPremium: false, subscriptionEndDate: null });
}
