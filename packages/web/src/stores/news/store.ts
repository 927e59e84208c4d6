import type { News } from '@signals/protocol';
import { create } from 'zustand';
import { callApi, errorMessage } from '../../api';

export interface NewsState {
  /** Published news, newest first. */
  items: News[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
  /** Fetch the list the first time a screen shows it (or again after an error, or when forced). */
  newsRequested: (force?: boolean) => Promise<void>;
  /** A news item was published, edited, unpublished or deleted (null: gone for this reader). */
  newsChanged: (id: number, news: News | null) => void;
  newsReset: () => void;
}

function newestFirst(a: News, b: News): number {
  const at = (item: News) => Date.parse(item.publishedAt ?? item.createdAt);
  return at(b) - at(a) || b.id - a.id;
}

let generation = 0;

export const useNewsStore = create<NewsState>()((set, get) => ({
  items: [],
  status: 'idle',
  error: null,
  newsRequested: async (force = false) => {
    const { status } = get();
    if (!force && (status === 'ready' || status === 'loading')) {
      return;
    }
    const started = generation;
    set((state) => ({ status: state.status === 'ready' ? 'ready' : 'loading', error: null }));
    try {
      const items = await callApi('listNews');
      if (started === generation) {
        set({ items: [...items].sort(newestFirst), status: 'ready' });
      }
    } catch (error) {
      if (started === generation) {
        set((state) => (state.status === 'ready' ? state : { status: 'error', error: errorMessage(error, 'Could not load news.') }));
      }
    }
  },
  newsChanged: (id, news) =>
    set((state) => {
      const rest = state.items.filter((item) => item.id !== id);
      return { items: news && news.isPublished ? [...rest, news].sort(newestFirst) : rest };
    }),
  newsReset: () => {
    generation += 1;
    set({ items: [], status: 'idle', error: null });
  },
}));
