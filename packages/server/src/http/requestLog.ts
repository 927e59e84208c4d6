import type { Middleware } from 'koa';
import type { Logger } from '../services/logger.js';

/** One line per API request (when LOG_REQUESTS is on): method, path, status and time; the request id comes with every line. */
export function requestLog(logger: Logger): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      if (ctx.path.startsWith('/api/')) {
        const ms = Number((performance.now() - started).toFixed(1));
        logger.info({ method: ctx.method, path: ctx.path, status: ctx.status, ms }, `${ctx.method} ${ctx.path} ${ctx.status} ${ms}ms`);
      }
    }
  };
}
