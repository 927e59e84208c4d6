import type { AnalyticsQuery, Cancellation, RevenueAnalytics } from '@signals/protocol';
import { create } from 'zustand';
import { callApi, errorMessage } from '../../../api';
import { t } from '../../../i18n';
import type { ListStatus } from '../pagedList';

/** The range asked: whole days, `YYYY-MM-DD`; empty for the server's default (the last six months). */
export interface AnalyticsRange {
  from: string;
  to: string;
}

export interface AdminAnalyticsStore {
  range: AnalyticsRange;
  figures: RevenueAnalytics | null;
  status: ListStatus;
  error: string | null;
  cancellations: { rows: Cancellation[]; status: ListStatus };
  /** Ask for the figures of `range` (the last one asked when none is given). */
  analyticsRequested: (range?: AnalyticsRange) => Promise<void>;
  cancellationsRequested: () => Promise<void>;
}

/** The query of a range: a bound left empty is the server's default. */
export function analyticsQuery(range: AnalyticsRange): AnalyticsQuery {
  return { ...(range.from ? { from: range.from } : {}), ...(range.to ? { to: range.to } : {}) };
}

let ticket = 0;

export const useAdminAnalyticsStore = create<AdminAnalyticsStore>()((set, get) => ({
  range: { from: '', to: '' },
  figures: null,
  status: 'idle',
  error: null,
  cancellations: { rows: [], status: 'idle' },
  analyticsRequested: async (range) => {
    const next = range ?? get().range;
    const mine = ++ticket;
    set({ range: next, status: 'loading', error: null });
    try {
      const figures = await callApi('adminAnalytics', { query: analyticsQuery(next) });
      if (mine === ticket) {
        set({ figures, status: 'ready' });
      }
    } catch (error) {
      if (mine === ticket) {
        set({ status: 'error', error: errorMessage(error, t('common.somethingWrong')) });
      }
    }
  },
  cancellationsRequested: async () => {
    set((state) => ({ cancellations: { ...state.cancellations, status: 'loading' } }));
    try {
      const rows = await callApi('adminListCancellations', { query: { limit: '100' } });
      set({ cancellations: { rows, status: 'ready' } });
    } catch {
      set((state) => ({ cancellations: { ...state.cancellations, status: 'error' } }));
    }
  },
}));

export const adminAnalyticsSelectors = {
  figures: (s: AdminAnalyticsStore) => s.figures,
  status: (s: AdminAnalyticsStore) => s.status,
  error: (s: AdminAnalyticsStore) => s.error,
  range: (s: AdminAnalyticsStore) => s.range,
  cancellations: (s: AdminAnalyticsStore) => s.cancellations,
};
