/**
 * Whose the kept copies are, and whether they may open. The service worker keeps a member's pages (pwa/keptPages)
 * and API reads (pwa/offlineReads) under the tag of the session they were made for, which the server puts on each
 * (SESSION_TAG_HEADER; the session's key never leaves its HttpOnly cookie). A copy opens only for the session it was
 * kept for, while that session is valid: the server says so each time the worker asks (a navigation asks first), and
 * a session that ended elsewhere (a ban, a password changed or a sign-out on another device, an admin's revoke, its
 * end date) is answered without the tag, upon which every copy kept for it is dropped. When the server cannot be asked
 * (offline), the copies open only for a short while after it last vouched for their session, and never past the
 * session's end. Shared by the worker (which learns and drops) and the page (which reads the last visit's answers):
 * no DOM or worker types here.
 */
import { SESSION_ENDS_IN_HEADER, SESSION_TAG_HEADER } from '@signals/protocol/constants';

/** The Cache Storage name of what the worker last heard of this browser's session: one entry. */
export const KEPT_SESSION_CACHE = 'kept-session-v1';
/** The entry's address in that cache (never asked of the server). */
const HEARD_ADDRESS = '/kept-session';

/**
 * How long after the server last vouched for a session its copies still open without asking it again (offline, or
 * when it does not answer in time): long enough to reopen the app in a tunnel or a lift, short enough that the next
 * person on a device left offline is not shown a session that may have ended since. Online, every navigation asks.
 */
export const OFFLINE_GRACE_MS = 10 * 60 * 1000;

/** What the server last said of this browser's session, in this device's clock. */
export interface HeardSession {
  tag: string;
  /** When the server vouched for it (epoch ms). */
  heardAt: number;
  /** When it ends unless renewed (epoch ms). */
  endsAt: number;
}

/** What one answer of the server tells of this browser's session. */
export type SessionNews = { kind: 'valid'; tag: string; endsInMs: number } | { kind: 'ended' } | { kind: 'unknown' };

/**
 * Reads an answer of the server. Stamped: the session is valid. A refusal (401, 403: not signed in, banned), or an
 * API answer without a stamp (made for nobody signed in: the cookie's session is gone): it ended. Anything else (a
 * server error, a page the server sent unrendered under load) tells nothing.
 */
export function newsOf(status: number, headers: Headers, { unstampedMeansEnded }: { unstampedMeansEnded: boolean }): SessionNews {
  if (status === 401 || status === 403) {
    return { kind: 'ended' };
  }
  if (status < 200 || status >= 300) {
    return { kind: 'unknown' };
  }
  const tag = headers.get(SESSION_TAG_HEADER);
  const endsInMs = Number(headers.get(SESSION_ENDS_IN_HEADER) ?? Number.NaN);
  if (tag && Number.isFinite(endsInMs)) {
    return { kind: 'valid', tag, endsInMs };
  }
  return unstampedMeansEnded && !tag ? { kind: 'ended' } : { kind: 'unknown' };
}

/** The session tag a kept copy was filed under (null: none, such as a copy kept by a build before the tags). */
export function tagOf(copy: { headers: Headers }): string | null {
  return copy.headers.get(SESSION_TAG_HEADER);
}

/** What to remember of a valid session heard of at `now`. */
export function heardOf(news: { tag: string; endsInMs: number }, now: number): HeardSession {
  return { tag: news.tag, heardAt: now, endsAt: now + Math.max(0, news.endsInMs) };
}

/**
 * Whether a copy kept for the session tagged `copyTag` may open at `now`: it was kept for the session last heard of,
 * that session has not reached its end, and the server vouched for it at most OFFLINE_GRACE_MS ago (just now, online:
 * each navigation asks). A clock set back before the server last spoke is no reason to trust the copy longer.
 */
export function mayOpen(copyTag: string | null, heard: HeardSession | null, now: number): boolean {
  if (copyTag === null || heard === null || copyTag !== heard.tag) {
    return false;
  }
  const age = now - heard.heardAt;
  return now < heard.endsAt && age >= 0 && age < OFFLINE_GRACE_MS;
}

/** What the worker last heard, or null: nothing heard since the copies were last dropped (or never). */
export async function readHeard(): Promise<HeardSession | null> {
  try {
    const entry = await caches.match(HEARD_ADDRESS, { cacheName: KEPT_SESSION_CACHE });
    const value: unknown = entry ? await entry.json() : null;
    return isHeard(value) ? value : null;
  } catch {
    // No Cache Storage here, or an entry cut short: nothing is known, so nothing kept opens.
    return null;
  }
}

/** Remembers what the server said (the worker only). */
export async function writeHeard(heard: HeardSession): Promise<void> {
  const cache = await caches.open(KEPT_SESSION_CACHE);
  await cache.put(HEARD_ADDRESS, new Response(JSON.stringify(heard), { headers: { 'Content-Type': 'application/json' } }));
}

function isHeard(value: unknown): value is HeardSession {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const { tag, heardAt, endsAt } = value as Record<string, unknown>;
  return typeof tag === 'string' && typeof heardAt === 'number' && typeof endsAt === 'number';
}
