import { onLiveEvent, onResync } from '../../../live/registry';
import { useChainActivityStore } from './chainActivity';
import { useCompApprovalsStore } from './compApprovals';
import { usePaymentsStore } from './store';

/**
 * The back office's payment list follows submissions and decisions, and the on-chain panel the watcher's snapshots.
 * Called by live/wireLiveEvents; returns a function that unwires.
 */
export function wireAdminPaymentsLive(): () => void {
  const stops = [
    onLiveEvent('payment:created', (payment) => usePaymentsStore.getState().paymentReceived(payment)),
    onLiveEvent('payment:updated', (payment) => usePaymentsStore.getState().paymentChanged(payment)),
    onLiveEvent('chain:activity', (activity) => useChainActivityStore.getState().activityReceived(activity)),
    onLiveEvent('comp-approval:changed', (change) => useCompApprovalsStore.getState().changed(change)),
    onResync(() => (useCompApprovalsStore.getState().status === 'idle' ? undefined : useCompApprovalsStore.getState().waitingRequested())),
    onResync(() => (usePaymentsStore.getState().list.status === 'idle' ? undefined : usePaymentsStore.getState().listRequested())),
    onResync(() => (useChainActivityStore.getState().status === 'idle' ? undefined : useChainActivityStore.getState().activityRequested())),
  ];
  return () => stops.forEach((stop) => stop());
}
