import type { Db } from '../db/knex.js';
import { inTransaction } from '../db/transaction.js';
import { User } from '../db/models/index.js';
import { hasActivePremium } from '../policies/premium.js';
import type { EventBus } from '../services/eventBus.js';
import { endSessionsOfUser } from '../services/sessionStore.js';
import { auditView } from './adminUserUpdater.js';
import { recordAudit } from './auditRecorder.js';

/**
 * Bans a user: the flag, and every session of theirs ended in the same
 * transaction, so the ban holds from the very next request and the live
 * channel closes their sockets. The policy (never an admin) is the caller's.
 *
 * @param db the database.
 * @param events where `user.updated` and `user.sessionsEnded` go after the commit.
 * @param actor the admin.
 * @param target the user to ban.
 * @returns the banned user.
 */
export async function banUser(db: Db, events: EventBus, actor: User, target: User): Promise<User> {
  return inTransaction(db, events, async ({ trx, record }) => {
    const user = await User.query(trx).patchAndFetchById(target.id, { isBanned: true });
    await endSessionsOfUser(trx, target.id);
    await recordAudit(trx, actor, { action: 'user.ban', entityType: 'user', entityId: target.id, before: auditView(target), after: auditView(user) });
    // A banned user has no premium access (the flag stays, for after an unban): the live channel must hear of it.
    record({ type: 'user.updated', user, premiumChanged: hasActivePremium(target) !== hasActivePremium(user) });
    record({ type: 'user.sessionsEnded', userId: target.id, reason: 'banned' });
    return user;
  });
}

/**
 * Lifts a ban. The user signs in again to get a session.
 *
 * @param db the database.
 * @param events where `user.updated` goes after the commit.
 * @param actor the admin.
 * @param target the user to unban.
 * @returns the user.
 */
export async function unbanUser(db: Db, events: EventBus, actor: User, target: User): Promise<User> {
  return inTransaction(db, events, async ({ trx, record }) => {
    const user = await User.query(trx).patchAndFetchById(target.id, { isBanned: false });
    await recordAudit(trx, actor, { action: 'user.unban', entityType: 'user', entityId: target.id, before: auditView(target), after: auditView(user) });
    record({ type: 'user.updated', user, premiumChanged: hasActivePremium(target) !== hasActivePremium(user) });
    return user;
  });
}
