import { useSessionStore } from '../session';
import { useSubscriptionStore, type SubscriptionState } from './store';

export { useSubscriptionStore, type SubscriptionState } from './store';

/** Selectors for components. */
export const subscriptionSelectors = {
  subscription: (s: SubscriptionState) => s.subscription,
  status: (s: SubscriptionState) => s.status,
  cancelling: (s: SubscriptionState) => s.cancelling,
};

// A plan change (payment approved, cancelled, expired) or another user makes the subscription stale.
useSessionStore.subscribe((session, previous) => {
  const samePlan = session.user?.id === previous.user?.id && session.user?.isPremium === previous.user?.isPremium;
  const sameEnd = session.user?.subscriptionEndDate === previous.user?.subscriptionEndDate;
  if (samePlan && sameEnd) {
    return;
  }
  const store = useSubscriptionStore.getState();
  store.subscriptionReset();
  if (session.user?.isPremium) {
    void store.subscriptionRequested();
  }
});

export { smsForSignals, useSmsAlertsStore, type SmsAlertsState } from './sms';
