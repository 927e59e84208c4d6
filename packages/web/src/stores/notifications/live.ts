import { onLiveEvent, onResync } from '../../live/registry';
import { useSessionStore } from '../session';
import { useNotificationsStore } from './store';

/**
 * New notifications raise the badge live, deleted ones leave the list and the badge, a reconnection that could not resume
 * catches up, another user starts over. Called by live/wireLiveEvents; returns a function that unwires.
 */
export function wireNotificationsLive(): () => void {
  const stops = [
    onLiveEvent('notification:created', (notification) => useNotificationsStore.getState().notificationReceived(notification)),
    onLiveEvent('notification:deleted', ({ id }) => useNotificationsStore.getState().notificationRemoved(id)),
    onResync(() => {
      const store = useNotificationsStore.getState();
      return Promise.all([store.unreadCountRequested(), store.status === 'idle' ? undefined : store.notificationsRequested(true)]);
    }),
    useSessionStore.subscribe((session, previous) => {
      // Signing in and out are sessionEffects' business; this covers one user replacing another.
      if (previous.user && session.user && session.user.id !== previous.user.id) {
        useNotificationsStore.getState().notificationsCleared();
      }
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
