import type { Context } from 'koa';
import type { User } from '../db/models/index.js';
import { issueDeviceCookie } from './deviceCookie.js';
import { sessionOf } from './viewer.js';

/**
 * Signs the user in on a fresh session key, so a key planted before sign-in
 * is worth nothing after (the old key's session ends through the store, and
 * its sockets with it), and marks the browser as one this account signs in
 * from (the device cookie).
 */
export async function startSession(ctx: Context, user: User, cookieSecure: boolean): Promise<void> {
  if (!ctx.session) {
    // This request's session was ended before the handler ran (its user is banned or gone): sign in on a new one.
    ctx.session = {};
  }
  const session = sessionOf(ctx);
  session.userId = user.id;
  await session.regenerate();
  issueDeviceCookie(ctx, user.username, cookieSecure);
}

/** Ends this request's session: koa-session deletes the row through the store (which announces it) and clears the cookie. */
export function endSession(ctx: Context): void {
  ctx.session = null;
}

/** The key of this request's session, when it has one: the session a password change or 2FA enrolment keeps. */
export function sessionKeyOf(ctx: Context): string | undefined {
  return (ctx.session as { externalKey?: string } | null)?.externalKey;
}
