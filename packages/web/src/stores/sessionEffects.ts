import { memberDataBegins } from '../api/servedAt';
import { t } from '../i18n';
import { useNotificationsStore } from './notifications';
import { useSessionStore } from './session';
import { toast } from './toast';

/**
 * What follows a sign-in or a sign-out in other stores. Kept here, in one
 * place, so the session store does not need to know who listens to it.
 */
export function startSessionEffects(): () => void {
  return useSessionStore.subscribe((state, previous) => {
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
}
