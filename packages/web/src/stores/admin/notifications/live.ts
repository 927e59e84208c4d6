import { onLiveEvent, onResync } from '../../../live/registry';
import { useAdminNotificationsStore } from './store';

/**
 * Notifications any admin sends (broadcasts too, so notification:created adds nothing here), each recipient's row, and deletions.
 * Called by live/wireLiveEvents; returns a function that unwires.
 */
export function wireAdminNotificationsLive(): () => void {
  const stops = [
    onLiveEvent('notification:sent', (notification) => useAdminNotificationsStore.getState().rowAdded(notification)),
    onLiveEvent('notification:deleted', ({ id }) => useAdminNotificationsStore.getState().rowRemoved(id)),
    onResync(() =>
      useAdminNotificationsStore.getState().list.status === 'idle' ? undefined : useAdminNotificationsStore.getState().listRequested(),
    ),
  ];
  return () => stops.forEach((stop) => stop());
}
