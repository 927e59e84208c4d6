import type { User } from '../db/models/index.js';

/**
 * Whether a user holds premium right now: the flag, and a subscription end
 * that has not passed. The end date wins over a flag the expiry sweep has not
 * cleared yet, so access ends on time even between sweeps.
 */
export function hasActivePremium(user: Pick<User, 'isPremium' | 'subscriptionEndDate' | 'isBanned'> | null, now: Date = new Date()): boolean {
  if (!user || user.isBanned || !user.isPremium) {
    return false;
  }
  return user.subscriptionEndDate === null || user.subscriptionEndDate.getTime() > now.getTime();
}
