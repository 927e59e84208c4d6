import type { Db } from '../db/knex.js';
import { inTransaction } from '../db/transaction.js';
import { User } from '../db/models/index.js';
import type { EventBus } from '../services/eventBus.js';
import { hasActivePremium } from '../policies/premium.js';
import { endPremiumNow } from './adminPremiumSetter.js';
import { recordAudit } from './auditRecorder.js';
import { grantPremiumMonth } from './premiumGranter.js';
import { assertAvailable, uniquenessConflict } from './userRegistrar.js';

/** What the back office may change on a user; a field left out keeps its value. */
export interface AdminUserChanges {
  username?: string;
  email?: string;
  isPremium?: boolean;
  isAdmin?: boolean;
}

/** Marks a subscription an admin gave by hand rather than one paid for. */
export const MANUAL_GRANT_INTENT = 'admin-grant';

/**
 * Saves an admin's edit of a user in one transaction: name and e-mail (unique
 * regardless of case, 409 otherwise), the admin flag, and the plan, each only
 * when named. Turning premium on gives one month through a subscription row;
 * turning it off ends it at once. The policy checks (own admin flag) are the
 * caller's.
 *
 * @param db the database.
 * @param events where `user.updated` goes after the commit.
 * @param actor the admin.
 * @param target the user as loaded before the edit.
 * @param changes the new values.
 * @returns the saved user.
 */
export async function updateUserAsAdmin(db: Db, events: EventBus, actor: User, target: User, changes: AdminUserChanges, now = new Date()): Promise<User> {
  const username = changes.username ?? target.username;
  const email = changes.email ?? target.email;
  if (changes.username !== undefined || changes.email !== undefined) {
    await assertAvailable(db, username, email, target.id);
  }
  try {
    return await inTransaction(db, events, async (unit) => {
      const { trx, record } = unit;
      await User.query(trx).patch({ username, email, isAdmin: changes.isAdmin ?? target.isAdmin }).where('id', target.id);
      // The flag and the end date together: a banned premium user still has a paid period, and keeps it.
      const hasPaidPeriod = target.isPremium && (target.subscriptionEndDate === null || target.subscriptionEndDate > now);
      let user: User;
      if (changes.isPremium === true && !hasPaidPeriod) {
        // Given by hand: nothing was paid; the grant records `user.updated` with the final row.
        ({ user } = await grantPremiumMonth(unit, target, { amount: 0, paymentMethod: 'usdt', paymentIntent: MANUAL_GRANT_INTENT, now }));
      } else {
        user = changes.isPremium === false && target.isPremium ? await endPremiumNow(trx, target.id, now) : await User.query(trx).findById(target.id).throwIfNotFound();
        record({ type: 'user.updated', user, premiumChanged: hasActivePremium(target, now) !== hasActivePremium(user, now) });
      }
      await recordAudit(trx, actor, { action: 'user.update', entityType: 'user', entityId: target.id, before: auditView(target), after: auditView(user) });
      return user;
    });
  } catch (error) {
    // The index caught a clash that appeared between the check and the write.
    throw uniquenessConflict(error) ?? error;
  }
}

/** What the audit trail keeps of a user: never the password hash or the TOTP secret. */
export function auditView(user: User) {
  return {
    username: user.username,
    email: user.email,
    isPremium: user.isPremium,
    isAdmin: user.isAdmin,
    isBanned: user.isBanned,
    subscriptionEndDate: user.subscriptionEndDate,
  };
}
