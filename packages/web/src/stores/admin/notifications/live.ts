import { onLiveEvent, onResync } from '../../../live/registry';
import { useAdminNotificationsStore } from './store';

// An admin socket hears notifications sent to everyone (and to itself): another admin's broadcasts show up here.
onLiveEvent('notification:created', (notification) => {
  if (notification.userId !== null) {
    return;
  }
  const { read: _read, ...rest } = notification;
  useAdminNotificationsStore.getState().rowAdded({ ...rest, recipientUsername: null, readCount: 0 });
});
// Notifications sent by any admin, each recipient's row, and deletions by another admin.
onLiveEvent('notification:sent', (notification) => useAdminNotificationsStore.getState().rowAdded(notification));
onLiveEvent('notification:deleted', ({ id }) => useAdminNotificationsStore.getState().rowRemoved(id));
onResync(() =>
  useAdminNotificationsStore.getState().list.status === 'idle' ? undefined : useAdminNotificationsStore.getState().listRequested(),
);
