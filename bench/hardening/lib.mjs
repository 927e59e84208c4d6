/** What the hardening benchmarks share: clients from seeded cookies, live sockets, and the figures' summary. */
import { createRequire } from 'node:module';
import path from 'node:path';
import { ApiClient, ROOT } from '../lib/server.mjs';
import { fmt, quantile } from '../lib/stats.mjs';

// The server package's own socket.io client and TOTP library, so the bench package needs no second copy.
const fromServer = createRequire(path.join(ROOT, 'packages/server/package.json'));
const { io } = fromServer('socket.io-client');
const { generate } = fromServer('otplib');

/** Milliseconds on the monotonic clock. */
export const now = () => performance.now();

/** A browser holding a seeded cookie header ("name=value; name.sig=value"). */
export function browser(baseUrl, cookieHeader = '') {
  const client = new ApiClient(baseUrl);
  for (const pair of cookieHeader.split(';').map((part) => part.trim()).filter(Boolean)) {
    const eq = pair.indexOf('=');
    client.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
  return client;
}

/** The same browser's cookies, pointed at another process. */
export function sameBrowserAt(client, baseUrl) {
  const other = new ApiClient(baseUrl);
  client.cookies.forEach((value, name) => other.cookies.set(name, value));
  return other;
}

/**
 * A live socket with the browser's cookies, connected; `closedAt` resolves with the monotonic time of the server's
 * close, `on(event)` collects an event's payloads with the time each arrived.
 */
export async function liveSocket(client) {
  const socket = io(client.baseUrl, { transports: ['websocket'], extraHeaders: { cookie: client.cookieHeader() }, reconnection: false, forceNew: true });
  const closedAt = new Promise((resolve) => socket.once('disconnect', (reason) => resolve({ at: now(), epoch: Date.now(), reason })));
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return {
    socket,
    closedAt,
    on(event) {
      const heard = [];
      socket.on(event, (payload) => heard.push({ at: now(), epoch: Date.now(), payload }));
      return heard;
    },
  };
}

/** The current six-digit code of a TOTP secret, as an authenticator app shows it. */
export function totp(secret) {
  return generate({ secret });
}

/** Median, 90th percentile and largest of a list of milliseconds, and how many were over `bound`. */
export function summary(values, bound) {
  const sorted = [...values].sort((a, b) => a - b);
  const over = sorted.filter((value) => value > bound).length;
  return `median ${fmt(quantile(sorted, 0.5), 0)} ms, p90 ${fmt(quantile(sorted, 0.9), 0)} ms, max ${fmt(sorted.at(-1) ?? NaN, 0)} ms; over ${bound} ms ${over}/${sorted.length}`;
}

/** Throws unless the answer is a success: a figure taken after a refused request would measure nothing. */
export function ok(response, what) {
  if (response.status >= 300) {
    throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response;
}
