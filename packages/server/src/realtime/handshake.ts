import type { IncomingMessage } from 'node:http';
import { ServerResponse } from 'node:http';
import type Koa from 'koa';
import { CONNECT_ERRORS, SESSION_COOKIE } from '@signals/protocol';
import type { User } from '../db/models/index.js';
import type { ViewerReader } from '../db/viewerReader.js';
import { Keyring, learnSessionCookieKey } from '../http/keyring.js';
import { hashSessionKey } from '../services/sessionKey.js';

/**
 * The origin a request was made to, as the browser would write it. Behind a
 * proxy we trust, the forwarded protocol counts.
 */
export function ownOrigin(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? String(req.headers['x-forwarded-proto'] ?? '').split(',')[0]?.trim() : '';
  const encrypted = (req.socket as { encrypted?: boolean }).encrypted === true;
  const protocol = forwarded || (encrypted ? 'https' : 'http');
  return `${protocol}://${req.headers.host ?? ''}`;
}

/**
 * Whether a socket may be opened from this request's origin. Browsers always
 * send Origin on cross-origin requests and WebSocket upgrades, so a missing
 * header is a same-origin poll or a non-browser client (which still needs the
 * cookie). The comparison is exact: no suffix or substring can pass.
 */
export function originAllowed(req: IncomingMessage, allowedOrigins: readonly string[], trustProxy: boolean): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) {
    return true;
  }
  return origin === ownOrigin(req, trustProxy) || allowedOrigins.includes(origin);
}

export type HandshakeResult = { ok: true; user: User; sessionHash: string; sessionExpiresAt: number } | { ok: false; reason: string };

/**
 * Authenticates a socket with the same signed session cookie as the API: the
 * signature must verify, the session row must be live, and its user must
 * exist and not be banned.
 */
export async function authenticateHandshake(req: IncomingMessage, koa: Koa, reader: ViewerReader): Promise<HandshakeResult> {
  // Koa's own cookie reader verifies the signature with the app's keys.
  const ctx = koa.createContext(req, new ServerResponse(req));
  if (koa.keys instanceof Keyring) {
    await learnSessionCookieKey(ctx.cookies, koa.keys);
  }
  const key = ctx.cookies.get(SESSION_COOKIE, { signed: true });
  if (!key) {
    return { ok: false, reason: CONNECT_ERRORS.unauthenticated };
  }
  const sessionHash = hashSessionKey(key);
  // Prepared statements on SQLite's read-only connection (db/viewerReader): a restart's thousands of handshakes
  // neither build queries nor wait on a write.
  const session = await reader.findSession(sessionHash);
  if (!session || session.expiresAt.getTime() <= Date.now() || session.userId === null) {
    return { ok: false, reason: CONNECT_ERRORS.unauthenticated };
  }
  const user = await reader.findById(session.userId);
  if (!user) {
    return { ok: false, reason: CONNECT_ERRORS.unauthenticated };
  }
  if (user.isBanned) {
    return { ok: false, reason: CONNECT_ERRORS.banned };
  }
  return { ok: true, user, sessionHash, sessionExpiresAt: session.expiresAt.getTime() };
}
