import type { Middleware } from 'koa';
import { VIDEO_EMBED_ORIGINS } from '@signals/protocol';

/**
 * The Content Security Policy of the web app and the API. Scripts come only
 * from the site itself (Vite emits no inline script); styles also allow
 * inline because styled-components injects <style> tags at run time without
 * a nonce (and index.html paints the dark background inline before the app
 * loads): the cost is limited to CSS, scripts stay locked. Images may be
 * data: and blob: URLs (the two-factor QR code is a PNG data URL), and any
 * https: address: news and airdrop pictures are links an admin enters to
 * other sites (the request schemas take https pictures only). Not http:, which
 * an https page would block as mixed content and which lets anyone on the
 * network see who reads what; a picture cannot run script, so allowing
 * remote ones costs only the reader's address reaching the picture's host.
 * Frames may come only from the video players the news cards embed
 * (protocol/media.ts), never from anywhere else. Sockets connect to the same
 * host (ws:/wss: are listed per request, since older browsers do not match
 * them with 'self').
 */
function contentSecurityPolicy(host: string | null): string {
  const sockets = host ? ` ws://${host} wss://${host}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${sockets}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    `frame-src ${VIDEO_EMBED_ORIGINS.join(' ')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
  ].join('; ');
}

/**
 * Browser features the app never uses, switched off for it and anything it
 * could embed. Autoplay is left to the video players alone: a news video
 * loads only when the member presses play, and should then start at once.
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  `autoplay=(${VIDEO_EMBED_ORIGINS.map((origin) => `"${origin}"`).join(' ')})`,
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/** A Host header as a browser sends it: name or address, optional port. Anything else is not echoed into the policy. */
const PLAIN_HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

export interface SecurityHeaderOptions {
  /** Whether the site is served over HTTPS (COOKIE_SECURE): only then is HSTS sent. */
  https: boolean;
}

/**
 * Security headers on every answer, pages and API alike: a small middleware
 * rather than helmet, because the set is short and fixed, the CSP needs the
 * request's host for the socket URL, and nothing else of helmet applies.
 */
export function securityHeaders({ https }: SecurityHeaderOptions): Middleware {
  return async (ctx, next) => {
    const host = PLAIN_HOST.test(ctx.host) ? ctx.host : null;
    ctx.set('Content-Security-Policy', contentSecurityPolicy(host));
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Permissions-Policy', PERMISSIONS_POLICY);
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    ctx.set('Cross-Origin-Resource-Policy', 'same-origin');
    if (https) {
      // Two years, the preload list's minimum; only once the site is known to be served over HTTPS.
      ctx.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
    }
    await next();
  };
}
