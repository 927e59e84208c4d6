import type { Db } from '../db/knex.js';
import { Notification, Subscription, User } from '../db/models/index.js';
import { inTransaction, type UnitOfWork } from '../db/transaction.js';
import type { EventBus } from '../services/eventBus.js';

/** What the member reads when their paid period is over. */
export const PREMIUM_EXPIRED_NOTIFICATION = {
  title: 'Premium expired',
  message: 'Your premium subscription has ended. Renew it to see full signal details and get premium alerts again.',
} as const;

/** A sweep handles this many users per transaction, so one run never holds the database for long. */
const SWEEP_BATCH = 200;

export interface ExpiryOptions {
  /** Only this user (the viewer's own check); every due user when absent. */
  userId?: number;
  /** The clock, for tests; now by default. */
  now?: Date;
  /** At most this many users in one call. */
  limit?: number;
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
 * @param options which users, and the clock.
 * @returns the users whose premium ended in this call.
 */
export async function expireSubscriptions(unit: UnitOfWork, options: ExpiryOptions = {}): Promise<User[]> {
  const { trx, record } = unit;
  const now = options.now ?? new Date();
  const due = await User.query(trx)
    .select('id')
    .where('isPremium', true)
    .whereNotNull('subscriptionEndDate')
    .where('subscriptionEndDate', '<=', now)
    .modify((q) => {
      if (options.userId !== undefined) {
        q.where('id', options.userId);
      }
    })
    .orderBy('id')
    .limit(options.limit ?? SWEEP_BATCH);

  const expired: User[] = [];
  for (const { id } of due) {
    const switchedOff = await User.query(trx)
      .patch({ isPremium: false })
      .where('id', id)
      .where('isPremium', true)
      .where('subscriptionEndDate', '<=', now);
    if (switchedOff !== 1) {
      continue;
    }
    await Subscription.query(trx).patch({ status: 'expired' }).where('userId', id).where('status', 'active').where('endDate', '<=', now);
    const notification = await Notification.query(trx).insertAndFetch({
      userId: id,
      title: PREMIUM_EXPIRED_NOTIFICATION.title,
      message: PREMIUM_EXPIRED_NOTIFICATION.message,
      type: 'billing',
      isImportant: false,
      createdBy: null,
    });
    const user = await User.query(trx).findById(id);
    if (user) {
      expired.push(user);
      record({ type: 'user.updated', user, premiumChanged: true });
    }
    record({ type: 'notification.created', notification });
  }
  return expired;
}

/** What the expiry runs need of the app. */
export interface ExpiryServices {
  db: Db;
  events: EventBus;
}

/**
 * The periodic sweep: expires every due user, a batch per transaction, and
 * publishes the events after each commit. Tests call it instead of waiting.
 *
 * @param services the database and the event bus.
 * @param now the clock, for tests.
 * @returns how many users lost premium.
 */
export async function sweepExpiredSubscriptions(services: ExpiryServices, now: Date = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const expired = await inTransaction(services.db, services.events, (unit) => expireSubscriptions(unit, { now, limit: SWEEP_BATCH }));
    total += expired.length;
    if (expired.length < SWEEP_BATCH) {
      return total;
    }
  }
}

/**
 * Ends one user's lapsed premium before their request goes on, so access ends
 * on time between sweeps.
 *
 * @param services the database and the event bus.
 * @param user the viewer as loaded.
 * @returns the user as they are now (reloaded when premium was ended).
 */
export async function expirePremiumOf(services: ExpiryServices, user: User): Promise<User> {
  const expired = await inTransaction(services.db, services.events, (unit) => expireSubscriptions(unit, { userId: user.id }));
  return expired[0] ?? (await User.query(services.db).findById(user.id)) ?? user;
}
