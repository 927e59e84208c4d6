import { SIGNAL_FIRST_PAGE, SIGNAL_PAGE_DEFAULT, SIGNAL_PAGE_MAX } from '@signals/protocol';
import type { StateCreator } from 'zustand';
import { errorMessage } from '../../api';
import { fetchSignalPage, withSignals } from './fetchers';
import { listKey, normalizeFilter, type SignalFilter, type SignalTier } from './filters';
import type { SignalListState, SignalsState } from './initialState';
import { appendPage, insertId, replaceHead } from './listOps';
import type { SignalsStore } from './store';

export interface SignalListActions {
  /** Show a list: fetched the first time, then kept current by live events. */
  listRequested: (tier: SignalTier, filter: SignalFilter, pageSize: number) => Promise<void>;
  /** Fetch a list again after it failed. */
  listRetried: (key: string) => Promise<void>;
  /** Load More: the next page of older signals, before the oldest one shown. */
  moreRequested: (key: string) => Promise<void>;
  /** Refetch every list shown so far (a reconnection that could not resume, a plan change). */
  listsRefreshed: () => Promise<void>;
}

/** The first page of each section (the server has them ready when it starts). */
export const FIRST_PAGE_SIZE = SIGNAL_FIRST_PAGE;

/** Load More brings bigger pages than the first one: the trader asked for more. */
const MORE_PAGE_SIZE = SIGNAL_PAGE_DEFAULT;

/** Bumped when the store is reset (another user signed in): answers to older requests are dropped. */
let generation = 0;

export function nextGeneration(): void {
  generation += 1;
}

function patchList(state: SignalsState, key: string, patch: Partial<SignalListState>): Pick<SignalsState, 'lists'> {
  const list = state.lists[key];
  return list ? { lists: { ...state.lists, [key]: { ...list, ...patch } } } : { lists: state.lists };
}

export const createSignalListActions: StateCreator<SignalsStore, [], [], SignalListActions> = (set, get) => {
  const loadFirstPage = async (key: string) => {
    const list = get().lists[key];
    if (!list) {
      return;
    }
    const started = generation;
    try {
      const page = await fetchSignalPage(list.tier, list.filter, { limit: list.pageSize });
      if (started !== generation) {
        return;
      }
      set((state) => {
        const current = state.lists[key];
        if (!current) {
          return state;
        }
        // Signals that arrived live while the page was on its way stay on top of it.
        const newest = page[0]?.id ?? 0;
        let ids = page.map((signal) => signal.id);
        for (const id of current.ids) {
          if (id > newest) {
            ids = insertId(ids, id, true);
          }
        }
        return {
          byId: withSignals(state.byId, page),
          ...patchList(state, key, { ids, status: 'ready', error: null, hasMore: page.length === list.pageSize }),
        };
      });
    } catch (error) {
      if (started === generation) {
        set((state) => patchList(state, key, { status: 'error', error: errorMessage(error, 'Could not load signals.') }));
      }
    }
  };

  return {
    listRequested: async (tier, filter, pageSize) => {
      const key = listKey(tier, filter);
      const existing = get().lists[key];
      if (existing && existing.status !== 'error') {
        return;
      }
      const list: SignalListState = {
        tier,
        filter: normalizeFilter(filter),
        ids: [],
        status: 'loading',
        error: null,
        hasMore: false,
        loadingMore: false,
        loadMoreError: null,
        pageSize,
      };
      set((state) => ({ lists: { ...state.lists, [key]: list } }));
      await loadFirstPage(key);
    },

    listRetried: async (key) => {
      set((state) => patchList(state, key, { status: 'loading', error: null }));
      await loadFirstPage(key);
    },

    moreRequested: async (key) => {
      const list = get().lists[key];
      if (!list || list.loadingMore || !list.hasMore) {
        return;
      }
      const started = generation;
      set((state) => patchList(state, key, { loadingMore: true, loadMoreError: null }));
      try {
        const before = list.ids[list.ids.length - 1];
        const page = await fetchSignalPage(list.tier, list.filter, { before, limit: MORE_PAGE_SIZE });
        if (started !== generation) {
          return;
        }
        set((state) => {
          const current = state.lists[key];
          return {
            byId: withSignals(state.byId, page),
            ...patchList(state, key, {
              ids: appendPage(current?.ids ?? [], page.map((signal) => signal.id)),
              hasMore: page.length === MORE_PAGE_SIZE,
              loadingMore: false,
            }),
          };
        });
      } catch (error) {
        if (started === generation) {
          set((state) => patchList(state, key, { loadingMore: false, loadMoreError: errorMessage(error, 'Could not load older signals.') }));
        }
      }
    },

    listsRefreshed: async () => {
      const started = generation;
      const entries = Object.entries(get().lists);
      await Promise.all(
        entries.map(async ([key, list]) => {
          const limit = Math.min(Math.max(list.ids.length, list.pageSize), SIGNAL_PAGE_MAX);
          try {
            const page = await fetchSignalPage(list.tier, list.filter, { limit });
            if (started !== generation) {
              return;
            }
            set((state) => {
              const current = state.lists[key];
              const full = page.length === limit;
              return {
                byId: withSignals(state.byId, page),
                ...patchList(state, key, {
                  ids: replaceHead(current?.ids ?? [], page.map((signal) => signal.id), full),
                  status: 'ready',
                  error: null,
                  // Older rows below the refreshed head are kept, so how much remains is what it was.
                  hasMore: full ? (current?.hasMore ?? true) : false,
                }),
              };
            });
          } catch (error) {
            // A refresh that fails keeps what is shown; the next event or reconnection tries again.
            console.warn('Refreshing signals failed', error);
          }
        }),
      );
    },
  };
};
