/// <reference lib="webworker" />
import { isOfflineReadable, OFFLINE_READS_CACHE } from '../pwa/offlineReads';

/**
 * Fetches the reads a page made before this worker controlled it and keeps their answers for offline use (see
 * pwa/register). Only this site's offline-readable API paths: a page's message cannot make the worker fetch or
 * store anything else.
 */
export async function keepOfflineCopies(origin: string, urls: unknown): Promise<void> {
  if (!Array.isArray(urls)) {
    return;
  }
  const wanted = urls
    .filter((url): url is string => typeof url === 'string' && URL.canParse(url))
    .map((url) => new URL(url))
    .filter((url) => url.origin === origin && isOfflineReadable(url.pathname))
    .slice(0, 20);
  const cache = await caches.open(OFFLINE_READS_CACHE);
  await Promise.all(
    wanted.map(async (url) => {
      const response = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } }).catch(() => null);
      if (response?.ok) {
        await cache.put(url, response);
      }
    }),
  );
}
