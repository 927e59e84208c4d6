import type { Context, Middleware } from 'koa';
import { MESSAGES, SESSION_END_REASONS, type Access, type SessionEndReason, type StaffCapability } from '@signals/protocol';
import type { Db } from '../db/knex.js';
import type { User } from '../db/models/index.js';
import type { ViewerReader } from '../db/viewerReader.js';
import { forbidden, unauthorized } from '../errors.js';
import { requireCapability } from '../policies/staff.js';
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
  /** Why the server ended this browser's session (a ban, a reset, a change elsewhere), while it still carries it. */
  endedReason: SessionEndReason | null;
}

export function sessionOf(ctx: Context): SessionData & { regenerate(): Promise<void> | undefined } {
  return ctx.session as SessionData & { regenerate(): Promise<void> | undefined };
}

/**
 * Resolves who is calling, and only reads. A session whose user has gone or
 * is banned is ended on the spot (the cookie, not the database), so a ban
 * works on the very next request. A lapsed premium period is ended by the
 * next middleware (http/premiumLapse), a write of its own.
 */
export function loadViewer(db: Db, users: ViewerReader): Middleware<ViewerState> {
  return async (ctx, next) => {
    ctx.state.viewer = null;
    ctx.state.bannedMessage = null;
    const { userId, endedReason } = sessionOf(ctx);
    ctx.state.endedReason = isSessionEndReason(endedReason) ? endedReason : null;
    if (ctx.state.endedReason === 'banned') {
      // As for a banned member's live session below: refused with the words that name the support address.
      ctx.state.bannedMessage = MESSAGES.banned((await readSettings(db)).support_email);
    }
    if (typeof userId === 'number') {
      const user = await users.findById(userId);
      if (!user || user.isBanned) {
        ctx.session = null;
        // Rare (a ban ends the member's sessions): reading the settings here costs the usual request nothing.
        ctx.state.bannedMessage = user?.isBanned ? MESSAGES.banned((await readSettings(db)).support_email) : null;
      } else {
        ctx.state.viewer = user;
      }
    }
    await next();
  };
}

/** The route-level rule of the protocol table: public, signed-in user, or staff whose role holds the route's capability. */
export function requireAccess(state: ViewerState, { access, staff }: { access: Access; staff?: StaffCapability }): User | null {
  if (access === 'public') {
    return state.viewer;
  }
  if (state.bannedMessage) {
    throw forbidden(state.bannedMessage, { code: 'banned' });
  }
  if (!state.viewer) {
    throw unauthorized(MESSAGES.notSignedIn);
  }
  if (access === 'admin') {
    if (!state.viewer.isAdmin) {
      throw forbidden(MESSAGES.adminOnly);
    }
    requireCapability(state.viewer, staff ?? 'ownerOnly');
  }
  return state.viewer;
}

function isSessionEndReason(value: unknown): value is SessionEndReason {
  return typeof value === 'string' && (SESSION_END_REASONS as readonly string[]).includes(value);
}
