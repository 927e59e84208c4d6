/// <reference lib="webworker" />
import type { Strategy } from 'workbox-strategies';
import { isOfflineReadable } from '../pwa/offlineReads';

/** At most this many reads per message: a page's first visit makes a handful. */
const MOST = 20;

/**
 * Fetches the reads a page made before this worker controlled it, through the same strategy that answers them
 * later, so their copies are kept for offline use (see pwa/register). Only this site's offline-readable API paths:
 * a page's message cannot make the worker fetch or store anything else.
 */
export async function keepOfflineCopies(event: ExtendableEvent, origin: string, urls: unknown, strategy: Strategy): Promise<void> {
  if (!Array.isArray(urls)) {
    return;
  }
  const wanted = urls
    .filter((url): url is string => typeof url === 'string' && URL.canParse(url))
    .map((url) => new URL(url))
    .filter((url) => url.origin === origin && isOfflineReadable(url.pathname))
    .slice(0, MOST);
  await Promise.all(
    wanted.map((url) =>
      strategy.handle({ event, request: new Request(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } }) }).catch(() => undefined),
    ),
  );
}
