import type { Page } from '@playwright/test';

/** Waits until the service worker is active and controls the page; returns the script it runs. */
export async function controllingWorker(page: Page): Promise<string> {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
    return navigator.serviceWorker.controller?.scriptURL ?? '';
  });
}

/** The paths of what the service worker holds in one of its caches. */
export function cachedPaths(page: Page, cacheName: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  }, cacheName);
}

/** The API reads the service worker keeps for offline use (pwa/offlineReads), by path. */
export const offlineCopies = (page: Page) => cachedPaths(page, 'offline-reads-v1');

/** The member pages the service worker keeps for the next visit to open on (pwa/keptPages), by path. */
export const keptPages = (page: Page) => cachedPaths(page, 'kept-pages-v1');

/** The text of the page kept for `path`, or null when none is kept. */
export function keptPageText(page: Page, path: string): Promise<string | null> {
  return page.evaluate(async (address) => {
    const copy = await caches.match(new URL(address, window.location.origin).href, { cacheName: 'kept-pages-v1' });
    return copy ? copy.text() : null;
  }, path);
}
