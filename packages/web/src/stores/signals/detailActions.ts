import { MESSAGES, type Signal } from '@signals/protocol';
import type { StateCreator } from 'zustand';
import { callApi, errorMessage, isApiError } from '../../api';
import { withSignals } from './fetchers';
import type { SignalsStore } from './store';

/** What loading one signal came to; the signal itself goes into `byId`. */
export type SignalOutcome =
  | { kind: 'ready' }
  /** A premium signal this user may not see in full: `byId` holds its locked teaser. */
  | { kind: 'locked' }
  | { kind: 'missing' }
  | { kind: 'error'; message: string };

export interface SignalDetailActions {
  /**
   * Load one signal for the detail screen. For a viewer without premium the
   * list route is asked first: it presents a premium signal locked where the
   * detail route refuses it with a 403 (which the browser logs as an error).
   */
  signalRequested: (id: number, viewerIsPremium: boolean) => Promise<SignalOutcome>;
  /** The counts per type for the home screen. */
  countsRequested: () => Promise<void>;
  /** The last 7 days' figures for the premium page. */
  weekRequested: () => Promise<void>;
}

/**
 * The detail route answers 403 for a premium signal without premium, where
 * the list route presents the same signal locked (or in full, once the user
 * may see it). Asking the list for the newest signal below id + 1 yields
 * exactly that one, as this viewer may see it.
 */
async function fetchAsListed(id: number): Promise<Signal | null> {
  const page = await callApi('listSignals', { query: { before: String(id + 1), limit: '1' } });
  const signal = page[0];
  return signal && signal.id === id ? signal : null;
}

export const createSignalDetailActions: StateCreator<SignalsStore, [], [], SignalDetailActions> = (set, get) => {
  const keep = (signal: Signal): SignalOutcome => {
    set((state) => ({ byId: withSignals(state.byId, [signal]) }));
    return signal.locked ? { kind: 'locked' } : { kind: 'ready' };
  };

  return {
    signalRequested: async (id, viewerIsPremium) => {
      if (!viewerIsPremium || get().byId[id]?.locked) {
        const listed = await fetchAsListed(id).catch(() => null);
        if (listed) {
          return keep(listed);
        }
      }
      try {
        return keep(await callApi('getSignal', { params: { id } }));
      } catch (error) {
        if (isApiError(error) && error.status === 404) {
          return { kind: 'missing' };
        }
        if (isApiError(error) && error.status === 403 && error.message.includes(MESSAGES.premiumRequired)) {
          const listed = await fetchAsListed(id).catch(() => null);
          if (listed) {
            return keep(listed);
          }
        }
        return { kind: 'error', message: errorMessage(error, 'Failed to load signal') };
      }
    },

    countsRequested: async () => {
      set((state) => ({ countsStatus: state.counts ? state.countsStatus : 'loading' }));
      try {
        const counts = await callApi('signalCounts');
        set({ counts, countsStatus: 'ready' });
      } catch {
        set((state) => ({ countsStatus: state.counts ? 'ready' : 'error' }));
      }
    },

    weekRequested: async () => {
      set((state) => ({ weekStatus: state.week ? state.weekStatus : 'loading' }));
      try {
        const week = await callApi('signalWeek');
        set({ week, weekStatus: 'ready' });
      } catch {
        set((state) => ({ weekStatus: state.week ? 'ready' : 'error' }));
      }
    },
  };
};
