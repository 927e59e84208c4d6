import { useNotificationsStore } from './notifications';
import { useSessionStore } from './session';

/**
 * What follows a sign-in or a sign-out in other stores. Kept here, in one
 * place, so the session store does not need to know who listens to it.
 */
export function startSessionEffects(): () => void {
  return useSessionStore.subscribe((state, previous) => {
    if (state.status === previous.status && state.user?.id === previous.user?.id) {
      return;
    }
    if (state.status === 'signedIn') {
      void useNotificationsStore.getState().unreadCountRequested();
    } else if (state.status === 'signedOut') {
      useNotificationsStore.getState().notificationsCleared();
    }
  });
}
