/**
 * The API reads the service worker keeps a copy of for when the network is gone: enough for a signed-in member to
 * reopen the app offline and see who they are and the last signals they loaded. Shared by the service worker (which
 * fills the cache) and the page (which empties it on sign-out): no DOM or worker types here.
 */

/** The Cache Storage name of those copies. */
export const OFFLINE_READS_CACHE = 'offline-reads-v1';

const EXACT = new Set(['/api/session', '/api/settings/public']);

/** Whether a same-origin GET to this path may be answered from the last copy when the network fails. */
export function isOfflineReadable(pathname: string): boolean {
  return EXACT.has(pathname) || pathname === '/api/signals' || pathname.startsWith('/api/signals/');
}

/**
 * Whether a kept copy may open the app on a repeat visit (api/lastVisit). Not a signed-out session: the member may
 * have signed in since it was kept (the sign-in answer is not a session read), and the copy would hold them on the
 * sign-in page; a signed-in one is checked as the live connection opens.
 */
export function isStartingPoint(pathname: string, body: unknown): boolean {
  // The settings hold the price: a repeat visit asks the network for them (the kept copy answers only offline), so an
  // open page never quotes a price older than the admin's last change (issue 40).
  if (pathname === '/api/settings/public') {
    return false;
  }
  if (pathname === '/api/session') {
    const user = typeof body === 'object' && body !== null ? (body as { user?: unknown }).user : undefined;
    return user !== null && user !== undefined;
  }
  return isOfflineReadable(pathname);
}

/** The page's message asking the service worker to fetch and keep reads made before it controlled the page. */
export const KEEP_OFFLINE_COPIES = 'KEEP_OFFLINE_COPIES';
