import { useConnectionStore } from '../stores/connection';
import { mayOpen, readHeard, tagOf } from '../pwa/keptSession';
import { isOfflineReadable, isStartingPoint, OFFLINE_READS_CACHE } from '../pwa/offlineReads';
import { addressesCarried } from './pageAnswers';

let open = !import.meta.env.SSR;
const used = new Set<string>();

/**
 * A repeat visit opens from the service worker's precached app shell, with no data in the page: the reads the app
 * starts with (the session, the settings, the signal lists) are answered at once from the copies the worker kept of
 * the last answers (sw/sw.ts, pwa/offlineReads), and the app says it is showing the last visit (the connection
 * store) until the live connection is back and every store has caught up (live/connection). Each address once, and
 * only until the live connection first opens: a later call is a refresh, and asks the network. Only copies kept for
 * the session the worker has just vouched for as it opened this page (pwa/keptSession): a page the worker did not
 * open (a reload that bypassed it) has no such word, and asks the network. Null: ask the network.
 */
export async function lastVisitCopy(url: string): Promise<{ body: unknown } | null> {
  if (!open || used.has(url) || typeof caches === 'undefined' || !navigator.serviceWorker?.controller) {
    return null;
  }
  const { pathname } = new URL(url, window.location.origin);
  if (!isOfflineReadable(pathname)) {
    return null;
  }
  used.add(url);
  // A page that came with its answers (rendered on the server) is this visit's: nothing older is shown beside it.
  if (addressesCarried().length > 0) {
    open = false;
    return null;
  }
  try {
    // The copy was asked with the app's headers: whatever the answer varied on, it is this member's last one.
    const [kept, heard] = await Promise.all([caches.match(url, { cacheName: OFFLINE_READS_CACHE, ignoreVary: true }), readHeard()]);
    if (!kept?.ok || !open || !mayOpen(tagOf(kept), heard, Date.now())) {
      return null;
    }
    const body: unknown = await kept.json();
    if (!isStartingPoint(pathname, body)) {
      return null;
    }
    useConnectionStore.getState().showingLastVisit();
    return { body };
  } catch {
    // No Cache Storage here (a private window), or a copy cut short: the network answers.
    return null;
  }
}

/** The live connection is open: from now on every read asks the network. */
export function lastVisitOver(): void {
  open = false;
}
