import type { Context, Middleware } from 'koa';
import { MESSAGES, type Access } from '@signals/protocol';
import { expireSubscriptions } from '../commands/subscriptions.js';
import type { Db } from '../db/knex.js';
import { User } from '../db/models/index.js';
import { inTransaction } from '../db/transaction.js';
import type { ViewerReader } from '../db/viewerReader.js';
import { forbidden, unauthorized } from '../errors.js';
import { isPremiumLapsed } from '../policies/billing.js';
import type { EventBus } from '../services/eventBus.js';
import type { SessionData } from '../services/sessionStore.js';
import { readSettings } from '../services/settings.js';

export interface ViewerState {
  /** The signed-in user, loaded fresh from the database on every API request. */
  viewer: User | null;
  /**
   * Set when the session belonged to a user who is banned: the session is ended
   * and the request refused with this text, which names the support address.
   */
  bannedMessage: string | null;
}

export function sessionOf(ctx: Context): SessionData & { regenerate(): Promise<void> | undefined } {
  return ctx.session as SessionData & { regenerate(): Promise<void> | undefined };
}

/**
 * Resolves who is calling. A session whose user has gone or is banned is
 * ended on the spot, so a ban works on the very next request. With the event
 * bus, a viewer whose premium end date has passed loses premium here (only
 * when the dates say so, so the usual request costs nothing extra).
 */
export function loadViewer(db: Db, users: ViewerReader, events?: EventBus): Middleware<ViewerState> {
  return async (ctx, next) => {
    ctx.state.viewer = null;
    ctx.state.bannedMessage = null;
    const userId = sessionOf(ctx).userId;
    if (typeof userId === 'number') {
      const user = await users.findById(userId);
      if (!user || user.isBanned) {
        ctx.session = null;
        // Rare (a ban ends the member's sessions): reading the settings here costs the usual request nothing.
        ctx.state.bannedMessage = user?.isBanned ? MESSAGES.banned((await readSettings(db)).support_email) : null;
      } else if (events && isPremiumLapsed(user)) {
        // Billing: premium that ran out since the last sweep ends before this request reads it.
        ctx.state.viewer = await expirePremiumOf(db, events, user);
      } else {
        ctx.state.viewer = user;
      }
    }
    await next();
  };
}

/**
 * Ends one viewer's lapsed premium before their request goes on, so access
 * ends on time between sweeps. Its own unit: this runs before any route, and
 * whatever the route then writes is a separate request-level transaction.
 */
async function expirePremiumOf(db: Db, events: EventBus, user: User): Promise<User> {
  const expired = await inTransaction(db, events, (unit) => expireSubscriptions(unit, user));
  return expired[0] ?? (await User.query(db).findById(user.id)) ?? user;
}

/** The route-level rule of the protocol table: public, signed-in user, or admin. */
export function requireAccess(state: ViewerState, access: Access): User | null {
  if (access === 'public') {
    return state.viewer;
  }
  if (state.bannedMessage) {
    throw forbidden(state.bannedMessage, { code: 'banned' });
  }
  if (!state.viewer) {
    throw unauthorized(MESSAGES.notSignedIn);
  }
  if (access === 'admin' && !state.viewer.isAdmin) {
    throw forbidden(MESSAGES.adminOnly);
  }
  return state.viewer;
}
