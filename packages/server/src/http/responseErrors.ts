import type Koa from 'koa';
import type { Logger } from '../services/logger.js';

/** What Node reports when the other end went away while an answer was being sent. */
const CLIENT_GONE = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ERR_STREAM_DESTROYED']);

/**
 * Errors that surface after an answer has begun (a file stream failing, the
 * socket breaking) never reach the error-handling middleware: Koa emits them
 * on the app, and with no listener prints each with its stack. A browser that
 * navigates away while a file downloads is no fault of ours and is left out;
 * anything else goes through the app's logger like every other failure.
 */
export function logResponseErrors(koa: Koa, logger: Logger): void {
  koa.on('error', (error: unknown, ctx?: Koa.Context) => {
    const { code, status, expose } = (error ?? {}) as { code?: string; status?: number; expose?: boolean };
    // Koa's own rule: what was answered to the client as a 4xx is not a server failure.
    if ((code !== undefined && CLIENT_GONE.has(code)) || status === 404 || expose === true) {
      return;
    }
    logger.error({ err: error }, ctx ? `${ctx.method} ${ctx.path} failed while answering` : 'A response failed');
  });
}
