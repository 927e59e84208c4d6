import { memberDataBegins } from '../api/servedAt';
import { t } from '../i18n';
import { useNotificationsStore } from './notifications';
import { useSessionStore } from './session';
import { toast } from './toast';

/** How soon the session is asked again while the network does not answer; doubled each time, up to the last. */
const FIRST_RECHECK_MS = 2000;
const LAST_RECHECK_MS = 60_000;

/**
 * What follows a sign-in or a sign-out in other stores. Kept here, in one
 * place, so the session store does not need to know who listens to it.
 */
export function startSessionEffects(): () => void {
  // The first check found no network: who is signed in is asked again once it is back, and meanwhile now and then
  // (a server restarting, or a network the browser calls back that does not carry a request yet), less and less
  // often. A member still signed in then leaves the sign-in screen for where they were heading.
  let retry: ReturnType<typeof setTimeout> | undefined;
  const checkAgain = (next: number) => {
    clearTimeout(retry);
    if (!useSessionStore.getState().unreachable) {
      return;
    }
    void useSessionStore
      .getState()
      .sessionLoaded()
      .then(() => {
        if (useSessionStore.getState().unreachable && navigator.onLine) {
          retry = setTimeout(() => checkAgain(Math.min(next * 2, LAST_RECHECK_MS)), next);
        }
      });
  };
  const onOnline = () => checkAgain(FIRST_RECHECK_MS);
  // Not while a page is drawn on the server (ssr/renderPage), which has no network of its own to wait for.
  const browser = typeof window !== 'undefined';
  if (browser) {
    window.addEventListener('online', onOnline);
  }
  const stop = useSessionStore.subscribe((state, previous) => {
    if (browser && state.unreachable && !previous.unreachable && navigator.onLine) {
      retry = setTimeout(() => checkAgain(FIRST_RECHECK_MS * 2), FIRST_RECHECK_MS);
    }
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
