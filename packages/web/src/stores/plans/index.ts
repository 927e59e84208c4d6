import type { PlansState } from './store';

export { usePlansStore, type PlansState, type PromoRefusal, type QuoteState } from './store';

/** Selectors for components. */
export const planSelectors = {
  plans: (s: PlansState) => s.plans,
  status: (s: PlansState) => s.status,
  quote: (s: PlansState) => s.quote,
};
