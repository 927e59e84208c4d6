import { onLiveEvent, onResync } from '../../../live/registry';
import { useSignalsAdminStore } from './store';
import { useSignalTimelineAdminStore } from './timeline';

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
      // An event recorded elsewhere updates the signal: the timeline open for it shows the new step.
      const timeline = useSignalTimelineAdminStore.getState();
      if (timeline.signalId === signal.id) {
        void timeline.timelineRequested(signal.id);
      }
    }),
    onLiveEvent('signal:deleted', ({ id }) => useSignalsAdminStore.getState().rowRemoved(id)),
    onResync(() => (useSignalsAdminStore.getState().list.status === 'idle' ? undefined : useSignalsAdminStore.getState().listRequested())),
  ];
  return () => stops.forEach((stop) => stop());
}
