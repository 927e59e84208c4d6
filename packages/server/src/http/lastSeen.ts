import type { Middleware } from 'koa';
import type { Db } from '../db/knex.js';
import { markSeen, seenLately } from '../services/lastSeen.js';
import type { ViewerState } from './viewer.js';

/**
 * Keeps the signed-in member's "last seen" (a segment's `lastSeenWithinDays`, issue 46) to the hour: the viewer's row
 * was just read, so only a mark older than an hour costs a write. A sign-in marks it too (the session store), so the
 * requests right after one write nothing.
 */
export function noteLastSeen(db: Db): Middleware {
  return async (ctx, next) => {
    const viewer = (ctx.state as ViewerState).viewer;
    const now = new Date();
    if (viewer && !seenLately(viewer.lastSeenAt, now)) {
      await markSeen(db, viewer.id, now);
      viewer.lastSeenAt = now;
    }
    await next();
  };
}
