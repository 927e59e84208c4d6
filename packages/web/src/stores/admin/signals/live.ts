import { onLiveEvent, onResync } from '../../../live/registry';
import { useSignalsAdminStore } from './store';

/**
 * Admins receive the full shape; a locked one would mean the socket is not (yet) in the admin room.
 * Called by live/wireLiveEvents; returns a function that unwires.
 */
export function wireAdminSignalsLive(): () => void {
  const stops = [
    onLiveEvent('signal:created', (signal) => {
      if (!signal.locked) {
        useSignalsAdminStore.getState().rowAdded(signal);
      }
    }),
    onLiveEvent('signal:updated', (signal) => {
      if (!signal.locked) {
        useSignalsAdminStore.getState().rowUpdated(signal);
      }
    }),
    onLiveEvent('signal:deleted', ({ id }) => useSignalsAdminStore.getState().rowRemoved(id)),
    onResync(() => (useSignalsAdminStore.getState().list.status === 'idle' ? undefined : useSignalsAdminStore.getState().listRequested())),
  ];
  return () => stops.forEach((stop) => stop());
}
