import type { Middleware } from 'koa';
import { MESSAGES } from '@signals/protocol';
import { forbidden, notFound, unsupportedMediaType } from '../errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Writes to the API come as JSON or with no body at all. A form, multipart or
 * text body is refused before it is read: those are what a hostile page can
 * send cross-site without a preflight.
 */
export function jsonWritesOnly(formBodiesIgnoredOn: readonly string[] = []): Middleware {
  return async (ctx, next) => {
    // RFC 8058: a mail client's one-click unsubscribe POSTs a form; the signed token is in the URL and the body is never read.
    const ignoredForm = formBodiesIgnoredOn.includes(ctx.path) && ctx.is('application/x-www-form-urlencoded');
    if (!SAFE_METHODS.has(ctx.method) && ctx.get('Content-Type') && !ctx.is('application/json') && !ignoredForm) {
      throw unsupportedMediaType(MESSAGES.jsonOnly);
    }
    // Bodies are a few kilobytes of JSON: compression buys nothing and opens the door to zip bombs.
    const encoding = ctx.get('Content-Encoding');
    if (encoding && encoding.toLowerCase() !== 'identity') {
      throw unsupportedMediaType(MESSAGES.compressedBody);
    }
    await next();
  };
}

/**
 * Refuses writes that a browser marks as coming from another site: the
 * session cookie is SameSite=Lax already, this is the second lock on the door.
 */
export function sameOriginWrites(allowedOrigins: readonly string[]): Middleware {
  return async (ctx, next) => {
    if (!SAFE_METHODS.has(ctx.method)) {
      if (ctx.get('Sec-Fetch-Site') === 'cross-site') {
        throw forbidden(MESSAGES.crossSite);
      }
      const origin = ctx.get('Origin');
      // Koa 3's ctx.origin echoes the Origin header; the site's own origin is protocol plus Host.
      const ownOrigin = `${ctx.protocol}://${ctx.host}`;
      if (origin && origin !== ownOrigin && !allowedOrigins.includes(origin)) {
        throw forbidden(MESSAGES.crossSite);
      }
    }
    await next();
  };
}

/** Any /api path no route answered is a JSON 404, not the web app's HTML. */
export function apiNotFound(): Middleware {
  return async (ctx, next) => {
    await next();
    if (ctx.status === 404 && ctx.body === undefined && (ctx.path === '/api' || ctx.path.startsWith('/api/'))) {
      throw notFound(MESSAGES.notFound);
    }
  };
}
