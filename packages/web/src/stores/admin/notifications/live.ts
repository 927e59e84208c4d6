import { onLiveEvent, onResync } from '../../../live/registry';
import { useAdminNotificationsStore } from './store';

// Notifications any admin sends (broadcasts too, so notification:created adds nothing here), each recipient's row, and deletions.
onLiveEvent('notification:sent', (notification) => useAdminNotificationsStore.getState().rowAdded(notification));
onLiveEvent('notification:deleted', ({ id }) => useAdminNotificationsStore.getState().rowRemoved(id));
onResync(() =>
  useAdminNotificationsStore.getState().list.status === 'idle' ? undefined : useAdminNotificationsStore.getState().listRequested(),
);
