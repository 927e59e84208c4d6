import type { Db } from '../db/knex.js';
import { User } from '../db/models/index.js';
import { inTransaction } from '../db/transaction.js';
import { conflict } from '../errors.js';
import type { EventBus } from '../services/eventBus.js';
import { endSessionsOfUser } from '../services/sessionStore.js';
import { recordAudit } from './auditRecorder.js';
import { TWO_FACTOR_MESSAGES } from './twoFactorEnroller.js';

/**
 * Clears a member's two-factor for an admin (the member lost their phone):
 * the secret is forgotten and every session of theirs ends, so the next
 * sign-in is with the password alone and they can set it up again. Audited.
 * Refused (409) when two-factor is not on. Admins clearing their own keep the
 * session they act from, as with a password reset.
 *
 * @param db the database.
 * @param events where `user.updated` and `user.sessionsEnded` go after the commit.
 * @param actor the admin.
 * @param target the member.
 * @param keepSessionKey the admin's own session, when the target is the admin.
 * @returns the member as saved.
 */
export async function resetTwoFactor(db: Db, events: EventBus, actor: User, target: User, keepSessionKey?: string): Promise<User> {
  return inTransaction(db, events, async ({ trx, record }) => {
    const cleared = await User.query(trx).patch({ totpEnabled: false, totpSecret: null, totpLastStep: null }).where('id', target.id).where('totpEnabled', true);
    if (cleared !== 1) {
      throw conflict(TWO_FACTOR_MESSAGES.notEnabledForUser);
    }
    const ended = await endSessionsOfUser(trx, target.id, keepSessionKey);
    await recordAudit(trx, actor, { action: 'user.reset_2fa', entityType: 'user', entityId: target.id, before: { twoFactorEnabled: true }, after: { username: target.username, twoFactorEnabled: false, sessionsEnded: ended } });
    const user = await User.query(trx).findById(target.id).throwIfNotFound();
    record({ type: 'user.updated', user, premiumChanged: false });
    record({ type: 'user.sessionsEnded', userId: target.id, reason: 'twoFactorReset', ...(keepSessionKey ? { exceptSessionKey: keepSessionKey } : {}) });
    return user;
  });
}
