import { onLiveEvent, onResync } from '../../live/registry';
import { useSessionStore } from '../session';
import { usePaymentsStore } from './store';

// Wired once, at first import. Admins also receive everyone's payment updates: keep only the user's own.
onLiveEvent('payment:updated', (payment) => {
  if (payment.userId === useSessionStore.getState().user?.id) {
    usePaymentsStore.getState().paymentUpdated(payment);
  }
});
onResync(() => (usePaymentsStore.getState().status === 'idle' ? undefined : usePaymentsStore.getState().paymentsRequested(true)));
useSessionStore.subscribe((session, previous) => {
  if (session.user?.id !== previous.user?.id) {
    usePaymentsStore.getState().paymentsReset();
  }
});
