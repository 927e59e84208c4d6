import type { AdminStats } from '@signals/protocol';
import { create } from 'zustand';
import { callApi, errorMessage } from '../../../api';

export interface StatsStore {
  stats: AdminStats | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
  statsRequested: () => Promise<void>;
  /** A payment to review or a ticket to answer arrived: count it at once, then let the server confirm. */
  counterBumped: (counter: 'pendingPayments' | 'openTickets') => void;
  /** Something the counters depend on changed: ask again soon (bursts collapse into one request). */
  countersStale: () => void;
}

/** Bursts of events (a busy minute of payments) collapse into one request. */
const REFRESH_DELAY_MS = 800;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let latest = 0;

export const useStatsStore = create<StatsStore>()((set, get) => ({
  stats: null,
  status: 'idle',
  error: null,
  statsRequested: async () => {
    const ticket = ++latest;
    set((s) => ({ status: s.stats ? s.status : 'loading', error: null }));
    try {
      const stats = await callApi('adminStats');
      if (ticket === latest) {
        set({ stats, status: 'ready' });
      }
    } catch (error) {
      if (ticket === latest) {
        set((s) => (s.stats ? {} : { status: 'error', error: errorMessage(error, 'Could not load the statistics.') }));
      }
    }
  },
  counterBumped: (counter) => {
    const { stats } = get();
    if (stats) {
      set({ stats: { ...stats, [counter]: stats[counter] + 1 } });
    }
    get().countersStale();
  },
  countersStale: () => {
    if (get().status === 'idle') {
      return;
    }
    clearTimeout(refreshTimer);
    refreshTimer = setTimeout(() => void get().statsRequested(), REFRESH_DELAY_MS);
  },
}));

export const statsSelectors = {
  stats: (s: StatsStore) => s.stats,
  status: (s: StatsStore) => s.status,
  error: (s: StatsStore) => s.error,
  pendingPayments: (s: StatsStore) => s.stats?.pendingPayments ?? null,
  openTickets: (s: StatsStore) => s.stats?.openTickets ?? null,
};
