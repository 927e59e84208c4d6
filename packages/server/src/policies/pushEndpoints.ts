import { textRef } from '@signals/protocol';

/**
 * Where the server may POST a push: the browsers' push services, never an
 * address a client names (that would make the server an open relay, and a
 * way into the network it runs in). Checked when a subscription is saved and
 * again before each send, so a list narrowed later holds for saved rows too.
 */

/** The push services of Chrome/Edge (FCM), Firefox (Mozilla autopush) and Safari (Apple). */
const KNOWN_ORIGINS = new Set(['https://fcm.googleapis.com', 'https://updates.push.services.mozilla.com', 'https://web.push.apple.com']);
/** Windows (WNS) gives each region its own host under this domain. */
const WINDOWS_SUFFIX = '.notify.windows.com';

/**
 * Whether an endpoint belongs to a push service the server may reach.
 *
 * @param endpoint the subscription's endpoint URL.
 * @param extraOrigins PUSH_ALLOWED_ORIGINS (normalised origins).
 */
export function isAllowedPushEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  // Credentials in the URL would be sent along; no push service issues such endpoints.
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') {
    return false;
  }
  if (KNOWN_ORIGINS.has(url.origin) || extraOrigins.includes(url.origin)) {
    return true;
  }
  return url.port === '' && url.hostname.endsWith(WINDOWS_SUFFIX) && url.hostname.length > WINDOWS_SUFFIX.length;
}

/**
 * What is wrong with a subscription's keys, if anything: a browser's p256dh
 * is an uncompressed P-256 point (65 bytes, 0x04 first) and its auth secret
 * 16 bytes. Anything else could never be encrypted to, so it is refused when
 * saved rather than failing at every send.
 */
export function pushKeysProblem(keys: { p256dh: string; auth: string }): { path: string; message: string } | null {
  const point = Buffer.from(keys.p256dh, 'base64url');
  if (point.length !== 65 || point[0] !== 0x04) {
    return { path: 'keys.p256dh', message: textRef('errors.pushKeyInvalid') };
  }
  if (Buffer.from(keys.auth, 'base64url').length !== 16) {
    return { path: 'keys.auth', message: textRef('errors.pushAuthInvalid') };
  }
  return null;
}
