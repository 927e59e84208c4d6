import { onLiveEvent, onResync } from '../../../live/registry';
import { usePaymentsStore } from './store';

/** The back office's payment list follows submissions and decisions. Called by live/wireLiveEvents; returns a function that unwires. */
export function wireAdminPaymentsLive(): () => void {
  const stops = [
    onLiveEvent('payment:created', (payment) => usePaymentsStore.getState().paymentReceived(payment)),
    onLiveEvent('payment:updated', (payment) => usePaymentsStore.getState().paymentChanged(payment)),
    onResync(() => (usePaymentsStore.getState().list.status === 'idle' ? undefined : usePaymentsStore.getState().listRequested())),
  ];
  return () => stops.forEach((stop) => stop());
}
