import { useSessionStore } from '../session';
import { useSubscriptionStore, type SubscriptionState } from './store';

export { useSubscriptionStore, type SubscriptionState } from './store';

/** Selectors for components. */
export const subscriptionSelectors = {
  subscription: (s: SubscriptionState) => s.subscription,
  status: (s: SubscriptionState) => s.status,
  cancelling: (s: SubscriptionState) => s.cancelling,
};

// A plan change (payment approved, cancelled, expired) or another user makes the subscription stale. A plan change
// of the member signed in refetches it; a sign-in leaves that to the screens that show it (PremiumPlan, and a page
// rendered on the server: src/ssr/memberScreens.ts), so the server and the browser draw a page from the same state.
useSessionStore.subscribe((session, previous) => {
  const sameMember = session.user !== null && session.user.id === previous.user?.id;
  const samePlan = sameMember && session.user?.isPremium === previous.user?.isPremium;
  const sameEnd = session.user?.subscriptionEndDate === previous.user?.subscriptionEndDate;
  if (samePlan && sameEnd) {
    return;
  }
  const store = useSubscriptionStore.getState();
  store.subscriptionReset();
  if (sameMember && session.user?.isPremium) {
    void store.subscriptionRequested();
  }
});

export { smsForSignals, useSmsAlertsStore, type SmsAlertsState } from './sms';
