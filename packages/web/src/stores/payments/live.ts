import { onLiveEvent, onResync } from '../../live/registry';
import { useSessionStore } from '../session';
import { usePaymentsStore } from './store';

/**
 * The member's own payments follow the back office's decisions. Admins also
 * receive everyone's payment updates: keep only the user's own. Called by live/wireLiveEvents; returns a function that unwires.
 */
export function wirePaymentsLive(): () => void {
  const stops = [
    onLiveEvent('payment:updated', (payment) => {
      if (payment.userId === useSessionStore.getState().user?.id) {
        usePaymentsStore.getState().paymentUpdated(payment);
      }
    }),
    onLiveEvent('payment:deposit', (progress) => usePaymentsStore.getState().depositProgressed(progress)),
    onResync(() =>
      Promise.all([
        usePaymentsStore.getState().status === 'idle' ? undefined : usePaymentsStore.getState().paymentsRequested(true),
        usePaymentsStore.getState().deposit.status === 'idle' ? undefined : usePaymentsStore.getState().depositRequested(true),
      ]),
    ),
    useSessionStore.subscribe((session, previous) => {
      if (session.user?.id !== previous.user?.id) {
        usePaymentsStore.getState().paymentsReset();
      }
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
