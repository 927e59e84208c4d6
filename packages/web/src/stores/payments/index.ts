import type { PaymentsState } from './store';

export { usePaymentsStore, type PaymentsState } from './store';

/** Selectors for components. */
export const paymentSelectors = {
  items: (s: PaymentsState) => s.items,
  status: (s: PaymentsState) => s.status,
  error: (s: PaymentsState) => s.error,
  deposit: (s: PaymentsState) => s.deposit,
  /** The newest payment still waiting for an admin, if any. */
  pending: (s: PaymentsState) => s.items.find((item) => item.status === 'pending'),
};
