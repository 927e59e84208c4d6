import type { SignalTimelineEvent } from '@signals/protocol';
import { create } from 'zustand';
import { callApi, errorMessage } from '../../../api';

export interface SignalTimelineState {
  /** The signal whose timeline is shown; null when none is. */
  signalId: number | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Oldest first, as the server answers. */
  events: SignalTimelineEvent[];
  error: string | null;
  /** Shows one signal's timeline (and asks for it again, e.g. when the signal changes live). */
  timelineRequested: (signalId: number) => Promise<void>;
  timelineClosed: () => void;
}

/** The back office's view of one signal's life: the steps recorded for it, in order. */
export const useSignalTimelineAdminStore = create<SignalTimelineState>()((set, get) => ({
  signalId: null,
  status: 'idle',
  events: [],
  error: null,
  timelineRequested: async (signalId) => {
    // Another signal's events must not show under this one while it loads.
    set((s) => ({ signalId, status: 'loading', error: null, events: s.signalId === signalId ? s.events : [] }));
    try {
      const events = await callApi('signalTimeline', { params: { id: signalId } });
      if (get().signalId === signalId) {
        set({ status: 'ready', events });
      }
    } catch (error) {
      if (get().signalId === signalId) {
        set({ status: 'error', error: errorMessage(error, 'Could not load the timeline.') });
      }
    }
  },
  timelineClosed: () => set({ signalId: null, status: 'idle', events: [], error: null }),
}));
