import { onLiveEvent, onResync } from '../../../live/registry';
import { useStatsStore } from './store';

// The live counters: a new payment counts at once; decisions and ticket changes are re-counted by the server.
onLiveEvent('payment:created', (payment) => {
  if (payment.status === 'pending') {
    useStatsStore.getState().counterBumped('pendingPayments');
  } else {
    useStatsStore.getState().countersStale();
  }
});
onLiveEvent('payment:updated', () => useStatsStore.getState().countersStale());
onLiveEvent('ticket:created', () => useStatsStore.getState().counterBumped('openTickets'));
onLiveEvent('ticket:updated', () => useStatsStore.getState().countersStale());
onLiveEvent('signal:created', () => useStatsStore.getState().countersStale());
onLiveEvent('signal:deleted', () => useStatsStore.getState().countersStale());
onLiveEvent('user:created', () => useStatsStore.getState().countersStale());
onLiveEvent('user:changed', () => useStatsStore.getState().countersStale());
onResync(() => (useStatsStore.getState().status === 'idle' ? undefined : useStatsStore.getState().statsRequested()));
