import type { Signal } from '@signals/protocol';
import type { StateCreator } from 'zustand';
import { callApi, isApiError } from '../../api';
import { withSignals } from './fetchers';
import type { SignalsStore } from './store';

/** What loading one signal came to; the signal itself goes into `byId`. */
export type SignalOutcome =
  | { kind: 'ready' }
  /** A premium signal this user may not see in full: `byId` holds its locked teaser. */
  | { kind: 'locked' }
  | { kind: 'missing' }
  /** Refused or failed: the server's code (`premiumRequired`), null when it sent none or never answered. */
  | { kind: 'error'; code: string | null };

export interface SignalDetailActions {
  /**
   * Load one signal for the detail screen. A signal a list delivered locked
   * is shown as it came (the server presented it for this viewer), unless
   * `fresh` asks again (the viewer's plan changed since). The detail route
   * refuses a premium signal with a 403 that carries its locked teaser.
   */
  signalRequested: (id: number, fresh: boolean) => Promise<SignalOutcome>;
  /** The counts per type for the home screen. */
  countsRequested: () => Promise<void>;
  /** The last 7 days' figures for the premium page. */
  weekRequested: () => Promise<void>;
}

export const createSignalDetailActions: StateCreator<SignalsStore, [], [], SignalDetailActions> = (set, get) => {
  const keep = (signal: Signal): SignalOutcome => {
    set((state) => ({ byId: withSignals(state.byId, [signal]) }));
    return signal.locked ? { kind: 'locked' } : { kind: 'ready' };
  };

  return {
    signalRequested: async (id, fresh) => {
      // The entity says whether this viewer may see it: asking the detail route again would only be refused (a 403 the browser logs).
      if (!fresh && get().byId[id]?.locked) {
        return { kind: 'locked' };
      }
      try {
        return keep(await callApi('getSignal', { params: { id } }));
      } catch (error) {
        if (isApiError(error) && error.status === 404) {
          return { kind: 'missing' };
        }
        if (isApiError(error) && error.lockedSignal?.id === id) {
          return keep(error.lockedSignal);
        }
        return { kind: 'error', code: isApiError(error) ? error.code : null };
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
