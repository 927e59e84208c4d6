import { onLiveEvent, onResync } from '../../../live/registry';
import { useStatsStore } from './store';

/**
 * The live counters: a new payment counts at once; decisions and ticket changes are re-counted by the server.
 * Called by live/wireLiveEvents; returns a function that unwires.
 */
export function wireAdminStatsLive(): () => void {
  const stale = () => useStatsStore.getState().countersStale();
  const stops = [
    onLiveEvent('payment:created', (payment) => {
      if (payment.status === 'pending') {
        useStatsStore.getState().counterBumped('pendingPayments');
      } else {
        stale();
      }
    }),
    onLiveEvent('payment:updated', stale),
    onLiveEvent('ticket:created', () => useStatsStore.getState().counterBumped('openTickets')),
    onLiveEvent('ticket:updated', stale),
    onLiveEvent('signal:created', stale),
    // A draft activated is published from then on.
    onLiveEvent('signal:updated', stale),
    onLiveEvent('signal:deleted', stale),
    onLiveEvent('user:created', stale),
    onLiveEvent('user:changed', stale),
    onResync(() => (useStatsStore.getState().status === 'idle' ? undefined : useStatsStore.getState().statsRequested())),
  ];
  return () => stops.forEach((stop) => stop());
}
