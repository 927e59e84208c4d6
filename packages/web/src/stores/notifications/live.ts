import { onLiveEvent, onResync } from '../../live/registry';
import { useSessionStore } from '../session';
import { useNotificationsStore } from './store';

// Wired once, at start-up (the header's bell imports this store): new notifications raise
// the badge live, a reconnection that could not resume catches up, another user starts over.
onLiveEvent('notification:created', (notification) => useNotificationsStore.getState().notificationReceived(notification));
onResync(() => {
  const store = useNotificationsStore.getState();
  return Promise.all([store.unreadCountRequested(), store.status === 'idle' ? undefined : store.notificationsRequested(true)]);
});
useSessionStore.subscribe((session, previous) => {
  // Signing in and out are sessionEffects' business; this covers one user replacing another.
  if (previous.user && session.user && session.user.id !== previous.user.id) {
    useNotificationsStore.getState().notificationsCleared();
  }
});
