import type { Middleware } from 'koa';
import { expireSubscriptions } from '../commands/subscriptions.js';
import type { Db } from '../db/knex.js';
import { User } from '../db/models/index.js';
import { inTransaction } from '../db/transaction.js';
import { isPremiumLapsed } from '../policies/billing.js';
import type { EventBus } from '../services/eventBus.js';
import type { ViewerState } from './viewer.js';

/**
 * Ends the viewer's premium when its end date has passed since the last sweep (workers/expiryScheduler), before the
 * request reads it: access already follows the end date (policies/premium), and this makes the member's own next
 * request say so, expire the subscription and tell them, as the sweep would. Only when the dates say so, so the usual
 * request costs nothing extra. Its own unit: this runs before any route, and whatever the route then writes is a
 * separate request-level transaction.
 */
export function endLapsedPremium(db: Db, events: EventBus, publicUrl: string): Middleware {
  return async (ctx, next) => {
    const state = ctx.state as ViewerState;
    const viewer = state.viewer;
    if (viewer && isPremiumLapsed(viewer)) {
      const expired = await inTransaction(db, events, (unit) => expireSubscriptions(unit, viewer, { publicUrl }));
      state.viewer = expired[0] ?? (await User.query(db).findById(viewer.id)) ?? viewer;
    }
    await next();
  };
}
