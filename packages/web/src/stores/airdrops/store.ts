import type { Airdrop } from '@signals/protocol';
import { create } from 'zustand';
import { callApi, errorMessage } from '../../api';

export interface AirdropsState {
  /** Active airdrops, newest first. */
  items: Airdrop[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
  /** Fetch the list the first time a screen shows it (or again after an error, or when forced). */
  airdropsRequested: (force?: boolean) => Promise<void>;
  /** An airdrop was added, edited, switched off or deleted (null: no longer shown to this reader). */
  airdropChanged: (id: number, airdrop: Airdrop | null) => void;
  airdropsReset: () => void;
}

function newestFirst(a: Airdrop, b: Airdrop): number {
  return Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id;
}

let generation = 0;

export const useAirdropsStore = create<AirdropsState>()((set, get) => ({
  items: [],
  status: 'idle',
  error: null,
  airdropsRequested: async (force = false) => {
    const { status } = get();
    if (!force && (status === 'ready' || status === 'loading')) {
      return;
    }
    const started = generation;
    set((state) => ({ status: state.status === 'ready' ? 'ready' : 'loading', error: null }));
    try {
      const items = await callApi('listAirdrops');
      if (started === generation) {
        set({ items: items.filter((item) => item.isActive).sort(newestFirst), status: 'ready' });
      }
    } catch (error) {
      if (started === generation) {
        set((state) => (state.status === 'ready' ? state : { status: 'error', error: errorMessage(error, 'Could not load airdrops.') }));
      }
    }
  },
  airdropChanged: (id, airdrop) =>
    set((state) => {
      const rest = state.items.filter((item) => item.id !== id);
      return { items: airdrop && airdrop.isActive ? [...rest, airdrop].sort(newestFirst) : rest };
    }),
  airdropsReset: () => {
    generation += 1;
    set({ items: [], status: 'idle', error: null });
  },
}));
