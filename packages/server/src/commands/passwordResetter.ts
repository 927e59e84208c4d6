import type { Db } from '../db/knex.js';
import { inTransaction } from '../db/transaction.js';
import { User } from '../db/models/index.js';
import type { EventBus } from '../services/eventBus.js';
import { hashPassword } from '../services/passwords.js';
import { endSessionsOfUser } from '../services/sessionStore.js';
import { recordAudit } from './auditRecorder.js';

export interface PasswordReset {
  password: string;
  /** The session key of the admin's own request, kept when admins reset their own password. */
  keepSessionKey?: string;
}

/**
 * Sets a user's password and ends every session of theirs (anyone holding
 * the old password is out). The audit row says that it happened, never
 * what the password is.
 *
 * @param db the database.
 * @param events where `user.sessionsEnded` goes after the commit.
 * @param actor the admin.
 * @param target the user.
 * @param reset the new password, and the session to keep.
 */
export async function resetPassword(db: Db, events: EventBus, actor: User, target: User, reset: PasswordReset): Promise<void> {
  // Hashing is slow on purpose: do it before the transaction holds the write lock.
  const passwordHash = await hashPassword(reset.password);
  await inTransaction(db, events, async ({ trx, record }) => {
    await User.query(trx).patch({ passwordHash }).where('id', target.id);
    const ended = await endSessionsOfUser(trx, target.id, reset.keepSessionKey);
    await recordAudit(trx, actor, { action: 'user.reset_password', entityType: 'user', entityId: target.id, before: null, after: { username: target.username, passwordChanged: true, sessionsEnded: ended } });
    record({ type: 'user.sessionsEnded', userId: target.id, reason: 'passwordReset', ...(reset.keepSessionKey ? { exceptSessionKey: reset.keepSessionKey } : {}) });
  });
}
