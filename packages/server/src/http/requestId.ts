import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import { withRequestContext } from '../services/requestContext.js';

/** What a caller's own id may look like: short, and nothing that could forge a log line or a header. */
const CALLER_ID = /^[\w.:-]{8,64}$/;

/**
 * Gives every request an id, answered as `X-Request-Id` and carried (through
 * the async context) into each log line and audit row written while serving
 * it. A well-formed id from the caller (a proxy's, a client's retry) is kept
 * so one id follows the request end to end; anything else is replaced.
 */
export function requestId(): Middleware {
  return async (ctx, next) => {
    const offered = ctx.get('X-Request-Id');
    const id = CALLER_ID.test(offered) ? offered : randomUUID();
    ctx.set('X-Request-Id', id);
    await withRequestContext({ requestId: id }, next);
  };
}
