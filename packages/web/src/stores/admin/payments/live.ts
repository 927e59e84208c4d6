import { onLiveEvent, onResync } from '../../../live/registry';
import { usePaymentsStore } from './store';

// Registered once, when the back office first loads this store.
onLiveEvent('payment:created', (payment) => usePaymentsStore.getState().paymentReceived(payment));
onLiveEvent('payment:updated', (payment) => usePaymentsStore.getState().paymentChanged(payment));
onResync(() => (usePaymentsStore.getState().list.status === 'idle' ? undefined : usePaymentsStore.getState().listRequested()));
