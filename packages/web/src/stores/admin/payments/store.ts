import type { Payment, PaymentStatus, RouteResponse } from '@signals/protocol';
import { create } from 'zustand';
import { callApi } from '../../../api';
import {
  DEFAULT_PAGING,
  containsText,
  initialPagedList,
  pagedListActions,
  pagingParams,
  type ListQuery,
  type PagedList,
  type PagedListActions,
} from '../pagedList';

export type PaymentSummary = RouteResponse<'adminListPayments'>['summary'];

export interface PaymentsQuery extends ListQuery {
  status: PaymentStatus | 'all';
  method: 'all' | 'crypto';
  sort: 'createdAt' | 'amount' | 'status';
  order: 'asc' | 'desc';
}

export interface PaymentsStore extends PagedListActions<Payment, PaymentsQuery> {
  list: PagedList<Payment, PaymentsQuery>;
  /** The four cards over every payment, whatever the filters; null until the first load. */
  summary: PaymentSummary | null;
  /** A payment was submitted (live): counted, and shown on top when it fits the view. */
  paymentReceived: (payment: Payment) => void;
  /** A payment was decided, here or by another admin. */
  paymentChanged: (payment: Payment) => void;
  approvePayment: (id: number) => Promise<Payment>;
  rejectPayment: (id: number, reason: string) => Promise<Payment>;
  /** Records that an overpayment kept for a refund was refunded. */
  refundPayment: (id: number) => Promise<Payment>;
  /** A payer's payments, newest first, for the detail dialog. */
  paymentsOfUser: (userId: number) => Promise<Payment[]>;
}

const CRYPTO = new Set(['usdt', 'bitcoin', 'ethereum']);

function matchesPayment(payment: Payment, query: PaymentsQuery): boolean {
  return (
    (query.status === 'all' || query.status === payment.status) &&
    (query.method === 'all' || CRYPTO.has(payment.paymentMethod)) &&
    containsText(query.search, payment.username, payment.transactionId)
  );
}

/** The summary card a status counts under: a claim awaiting its second approval is still pending (issue 46). */
function bucketOf(status: PaymentStatus): 'pending' | 'completed' | 'failed' {
  return status === 'awaiting_second_approval' ? 'pending' : status;
}

/** The summary after a payment moved from `from` (null: it is new) to its current status. */
function summaryAfter(summary: PaymentSummary, payment: Payment, from: PaymentStatus | null): PaymentSummary {
  const next = { ...summary };
  if (from === null) {
    next.total += 1;
  } else {
    next[bucketOf(from)] = Math.max(0, next[bucketOf(from)] - 1);
  }
  next[bucketOf(payment.status)] += 1;
  if (payment.status === 'completed') {
    next.revenue = Math.round((next.revenue + payment.amount) * 100) / 100;
  }
  return next;
}

export const usePaymentsStore = create<PaymentsStore>()((set, get) => {
  const list = pagedListActions<Payment, PaymentsQuery, RouteResponse<'adminListPayments'>>({
    read: () => get().list,
    write: (patch) => set((s) => ({ list: { ...s.list, ...patch } })),
    fetchPage: (query) =>
      callApi('adminListPayments', {
        query: {
          ...pagingParams(query),
          status: query.status === 'all' ? undefined : query.status,
          method: query.method,
          sort: query.sort,
          order: query.order,
        },
      }),
    onPage: (page) => set({ summary: page.summary }),
    matches: matchesPayment,
    newestFirst: (query) => query.page === 1 && query.sort === 'createdAt' && query.order === 'desc',
  });

  return {
    list: initialPagedList<Payment, PaymentsQuery>({ ...DEFAULT_PAGING, status: 'all', method: 'all', sort: 'createdAt', order: 'desc' }),
    summary: null,
    ...list,
    paymentReceived: (payment) => {
      if (get().list.byId[payment.id]) {
        return;
      }
      const { summary } = get();
      if (summary) {
        set({ summary: summaryAfter(summary, payment, null) });
      }
      list.rowAdded(payment);
    },
    paymentChanged: (payment) => {
      const previous = get().list.byId[payment.id];
      // Approve and reject both start from pending; the same news arriving twice (our answer, then the push) counts once.
      if (previous?.status === payment.status) {
        list.rowUpdated(payment);
        return;
      }
      const { summary } = get();
      if (summary) {
        set({ summary: summaryAfter(summary, payment, previous?.status ?? 'pending') });
      }
      list.rowUpdated(payment);
    },
    approvePayment: async (id) => {
      const payment = await callApi('adminApprovePayment', { params: { id } });
      get().paymentChanged(payment);
      return payment;
    },
    rejectPayment: async (id, reason) => {
      const payment = await callApi('adminRejectPayment', { params: { id }, body: { reason: reason.trim() || null } });
      get().paymentChanged(payment);
      return payment;
    },
    refundPayment: async (id) => {
      const payment = await callApi('adminRefundPayment', { params: { id } });
      get().paymentChanged(payment);
      return payment;
    },
    paymentsOfUser: async (userId) => {
      const page = await callApi('adminListPayments', { query: { userId: String(userId), pageSize: '20' } });
      return page.items;
    },
  };
});

export const paymentSelectors = {
  list: (s: PaymentsStore) => s.list,
  summary: (s: PaymentsStore) => s.summary,
  query: (s: PaymentsStore) => s.list.query,
  payment: (id: number | null) => (s: PaymentsStore) => (id === null ? undefined : s.list.byId[id]),
};
