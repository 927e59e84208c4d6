import { usePushStore } from '../stores/push';
import { useSessionStore } from '../stores/session';
import { KEPT_PAGES_CACHE } from './keptPages';
import { KEPT_SESSION_CACHE } from './keptSession';
import { OFFLINE_READS_CACHE } from './offlineReads';

/**
 * What the installable app does when the member signs out or the session ends: the offline copies of their
 * session and signals and the pages kept of theirs are deleted (the next person on this device must not open the app
 * into them), and a session that ended without a sign-out here drops this browser's push subscription. (A sign-out
 * here tells the server first: layout/shared/useLogout calls the push store before signing out.)
 */
export function startPwaSessionEffects(): () => void {
  return useSessionStore.subscribe((state, previous) => {
    if (state.status !== 'signedOut' || previous.status === 'signedOut') {
      return;
    }
    if ('caches' in window) {
      for (const name of [OFFLINE_READS_CACHE, KEPT_PAGES_CACHE, KEPT_SESSION_CACHE]) {
        void caches.delete(name).catch(() => false);
      }
    }
    if (previous.status === 'signedIn') {
      void usePushStore.getState().pushSessionEnded();
    }
  });
}
