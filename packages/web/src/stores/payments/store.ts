import type { CryptoPaymentRequest, DepositAddress, DepositProgress, Payment } from '@signals/protocol';
import { create } from 'zustand';
import { callApi, errorMessage } from '../../api';

export interface PaymentsState {
  /** The user's own payments, newest first. */
  items: Payment[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
  paymentsRequested: (force?: boolean) => Promise<void>;
  /** Submit a crypto payment for review; throws the ApiError for the form. */
  paymentSubmitted: (input: CryptoPaymentRequest) => Promise<Payment>;
  /** A payment changed (an admin approved or rejected it), live. */
  paymentUpdated: (payment: Payment) => void;
  paymentsReset: () => void;
  /** The member's own deposit address where on-chain payments are on (handed out on the first ask). */
  deposit: { status: 'idle' | 'loading' | 'ready' | 'error'; address: DepositAddress | null };
  depositRequested: (force?: boolean) => Promise<void>;
  /** Where the member's transfers stand, pushed as the chain moves. */
  depositProgressed: (progress: DepositProgress) => void;
}

function upsert(items: readonly Payment[], payment: Payment): Payment[] {
  const rest = items.filter((item) => item.id !== payment.id);
  return [payment, ...rest].sort((a, b) => b.id - a.id);
}

let generation = 0;

const NO_DEPOSIT: PaymentsState['deposit'] = { status: 'idle', address: null };

export const usePaymentsStore = create<PaymentsState>()((set, get) => ({
  items: [],
  status: 'idle',
  error: null,
  deposit: NO_DEPOSIT,
  paymentsRequested: async (force = false) => {
    const { status } = get();
    if (!force && (status === 'ready' || status === 'loading')) {
      return;
    }
    const started = generation;
    set((state) => ({ status: state.status === 'ready' ? 'ready' : 'loading', error: null }));
    try {
      const items = await callApi('listMyPayments');
      if (started === generation) {
        set({ items, status: 'ready' });
      }
    } catch (error) {
      if (started === generation) {
        set((state) => (state.status === 'ready' ? state : { status: 'error', error: errorMessage(error, 'Could not load your payments.') }));
      }
    }
  },
  paymentSubmitted: async (input) => {
    const payment = await callApi('submitPayment', { body: input });
    set((state) => ({ items: upsert(state.items, payment) }));
    return payment;
  },
  paymentUpdated: (payment) => set((state) => ({ items: upsert(state.items, payment) })),
  paymentsReset: () => {
    generation += 1;
    set({ items: [], status: 'idle', error: null, deposit: NO_DEPOSIT });
  },
  depositProgressed: (progress) =>
    set((state) => (state.deposit.address ? { deposit: { ...state.deposit, address: { ...state.deposit.address, progress } } } : state)),
  depositRequested: async (force = false) => {
    const { status } = get().deposit;
    if (!force && (status === 'ready' || status === 'loading')) {
      return;
    }
    const started = generation;
    set({ deposit: { status: 'loading', address: null } });
    try {
      const address = await callApi('depositAddress');
      if (started === generation) {
        set({ deposit: { status: 'ready', address } });
      }
    } catch {
      if (started === generation) {
        set({ deposit: { status: 'error', address: null } });
      }
    }
  },
}));
