/// <reference lib="webworker" />
import { SESSION_TAG_HEADER } from '@signals/protocol/constants';
import { NetworkOnly } from 'workbox-strategies';
import { KEPT_PAGES_CACHE, keptCopyOf } from '../pwa/keptPages';
import { mayOpen, newsOf, tagOf, type HeardSession } from '../pwa/keptSession';
import { learn } from './keptSession';

/** The page is asked of the server each time: the copy is what this worker keeps, not an HTTP cache's. */
const fromServer = new NetworkOnly();

/** What no navigation opens as a page: the API and the socket. */
export const NOT_PAGES = [/^\/api(\/|$)/, /^\/socket\.io(\/|$)/];

/**
 * The address a kept page is filed under, or null when none may be: this site's pages only (not the API, the socket
 * or a file), without a query, as the server renders a member's page only without one
 * (packages/server/src/http/memberPages.ts).
 */
function pageAddress(origin: string, url: unknown): string | null {
  if (typeof url !== 'string' || !URL.canParse(url)) {
    return null;
  }
  const address = new URL(url);
  if (address.origin !== origin || address.search !== '' || NOT_PAGES.some((path) => path.test(address.pathname)) || /\.[a-z0-9]+$/i.test(address.pathname)) {
    return null;
  }
  return `${address.origin}${address.pathname}`;
}

/**
 * Fetches the page at `url` as the member would open it (with their session cookie) and keeps it, filed under the
 * session it was drawn for (pwa/keptSession), when the server rendered it for a signed-in member; anything else
 * (signed out since, the app shell under load) drops the copy, so a page that no longer holds is not opened from.
 */
export async function keepPage(event: ExtendableEvent, origin: string, url: unknown): Promise<void> {
  const address = pageAddress(origin, url);
  if (!address) {
    return;
  }
  try {
    const answer = await fromServer.handle({ event, request: new Request(address, { credentials: 'same-origin', headers: { Accept: 'text/html' } }) });
    // A page is stamped only when drawn for a member: an unstamped one may be the shell sent under load, not news of a sign-out.
    await learn(newsOf(answer.status, answer.headers, { unstampedMeansEnded: false }));
    const tag = tagOf(answer);
    const copy = answer.ok && tag !== null ? keptCopyOf(await answer.text()) : null;
    const cache = await caches.open(KEPT_PAGES_CACHE);
    if (copy === null || tag === null) {
      await cache.delete(address);
      return;
    }
    await cache.put(address, new Response(copy, { headers: { 'Content-Type': 'text/html; charset=utf-8', [SESSION_TAG_HEADER]: tag } }));
  } catch {
    // Offline, or the storage is full: the copy kept before, if any, stays.
  }
}

/** The kept copy of the page at `url`, if there is one that may open now for the session last heard of. */
export async function keptCopyFor(origin: string, url: URL, heard: HeardSession | null): Promise<Response | undefined> {
  const address = pageAddress(origin, url.href);
  const copy = address ? await caches.match(address, { cacheName: KEPT_PAGES_CACHE }) : undefined;
  return copy && mayOpen(tagOf(copy), heard, Date.now()) ? copy : undefined;
}

/** A new build takes over: pages kept by the last one name its scripts, which it no longer holds. */
export function dropKeptPages(): Promise<boolean> {
  return caches.delete(KEPT_PAGES_CACHE);
}
