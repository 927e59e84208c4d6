import type { Context } from 'koa';
import type { User } from '../db/models/index.js';
import { sessionOf } from './viewer.js';

/** Signs the user in on a fresh session key, so a key planted before sign-in is worth nothing after. */
export async function startSession(ctx: Context, user: User): Promise<void> {
  if (!ctx.session) {
    // This request's session was ended before the handler ran (its user is banned or gone): sign in on a new one.
    ctx.session = {};
  }
  const session = sessionOf(ctx);
  session.userId = user.id;
  await session.regenerate();
}

/** Ends this request's session (the row is deleted and the cookie cleared); returns its key, if it had one. */
export function endSession(ctx: Context): string | undefined {
  const key = (ctx.session as { externalKey?: string } | null)?.externalKey;
  ctx.session = null;
  return key;
}
