import { memberDataBegins } from '../api/servedAt';
import { t } from '../i18n';
import { useNotificationsStore } from './notifications';
import { useSessionStore } from './session';
import { toast } from './toast';

/** How soon the session is asked again when the network the browser says is back did not answer; doubled each time, up to the last. */
const FIRST_RECHECK_MS = 2000;
const LAST_RECHECK_MS = 60_000;

/**
 * What follows a sign-in or a sign-out in other stores. Kept here, in one
 * place, so the session store does not need to know who listens to it.
 */
export function startSessionEffects(): () => void {
  // The first check found no network: once it is back, who is signed in is asked again (a member still signed in
  // then leaves the sign-in screen for where they were heading). A network the browser calls back may not carry a
  // request yet (a radio still waking, the service worker's fetch a moment behind): asked again, less and less often.
  let retry: ReturnType<typeof setTimeout> | undefined;
  const checkAgain = (wait = FIRST_RECHECK_MS) => {
    clearTimeout(retry);
    if (!useSessionStore.getState().unreachable) {
      return;
    }
    void useSessionStore
      .getState()
      .sessionLoaded()
      .then(() => {
        if (useSessionStore.getState().unreachable && navigator.onLine) {
          retry = setTimeout(() => checkAgain(Math.min(wait * 2, LAST_RECHECK_MS)), wait);
        }
      });
  };
  const onOnline = () => checkAgain();
  // Not while a page is drawn on the server (ssr/renderPage), which has no network of its own to wait for.
  const browser = typeof window !== 'undefined';
  if (browser) {
    window.addEventListener('online', onOnline);
  }
  const stop = useSessionStore.subscribe((state, previous) => {
    // Premium arrived for the member signed in (an admin approved their payment: `user:updated` flips the plan): said
    // wherever they are. The payment page also turns into its own "You're Premium" state.
    if (state.user && previous.user && state.user.id === previous.user.id && !previous.user.isPremium && state.user.isPremium) {
      toast({ title: t('layout.premiumArrived.title'), description: t('layout.premiumArrived.description'), variant: 'success' });
    }
    if (state.status === previous.status && state.user?.id === previous.user?.id) {
      return;
    }
    if (state.status === 'signedIn') {
      memberDataBegins();
      void useNotificationsStore.getState().unreadCountRequested();
    } else if (state.status === 'signedOut') {
      useNotificationsStore.getState().notificationsCleared();
    }
  });
  return () => {
    if (browser) {
      window.removeEventListener('online', onOnline);
    }
    clearTimeout(retry);
    stop();
  };
}
