import type { Middleware } from 'koa';
import type { Logger } from '../services/logger.js';

/** One line per API request in development: method, path, status and time. */
export function requestLog(logger: Logger): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      if (ctx.path.startsWith('/api/')) {
        logger.info(`${ctx.method} ${ctx.path} ${ctx.status} ${(performance.now() - started).toFixed(1)}ms`);
      }
    }
  };
}
