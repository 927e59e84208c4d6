import type { AdminChainActivity } from '@signals/protocol';
import { create } from 'zustand';
import { callApi, errorMessage } from '../../../api';

export interface ChainActivityStore {
  /** The watcher and the latest transfers, as the server last told; null until the first answer or push. */
  activity: AdminChainActivity | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Why the last load failed (the server's words); null after a success. */
  error: string | null;
  /** The payments screen opened (or the connection came back): ask for the snapshot, keeping the one shown meanwhile. */
  activityRequested: () => Promise<void>;
  /** The watcher pushed a new snapshot ('chain:activity'): it replaces the one shown, whole. */
  activityReceived: (activity: AdminChainActivity) => void;
}

/**
 * Each load and each push takes a number: an answer is kept only if nothing newer came meanwhile, so a push that
 * arrives while a load is on its way is not overwritten by the older snapshot the load answers.
 */
let latest = 0;

export const useChainActivityStore = create<ChainActivityStore>()((set) => ({
  activity: null,
  status: 'idle',
  error: null,
  activityRequested: async () => {
    const ticket = ++latest;
    set((s) => ({ status: s.activity ? s.status : 'loading', error: null }));
    try {
      const activity = await callApi('adminChainActivity');
      if (ticket === latest) {
        set({ activity, status: 'ready' });
      }
    } catch (error) {
      if (ticket === latest) {
        // A snapshot on screen stays: the next push brings it up to date.
        set((s) => ({ status: s.activity ? s.status : 'error', error: errorMessage(error, '') || null }));
      }
    }
  },
  activityReceived: (activity) => {
    latest += 1;
    set({ activity, status: 'ready', error: null });
  },
}));

export const chainActivitySelectors = {
  activity: (s: ChainActivityStore) => s.activity,
  status: (s: ChainActivityStore) => s.status,
  error: (s: ChainActivityStore) => s.error,
};
