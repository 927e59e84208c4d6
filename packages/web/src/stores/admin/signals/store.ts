import type { FullSignal, Page, SignalInput, SignalStatus, SignalType } from '@signals/protocol';
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

export interface SignalsQuery extends ListQuery {
  type: SignalType | 'all';
  plan: 'all' | 'free' | 'premium';
  status: SignalStatus | 'all';
  sort: 'createdAt' | 'profitPercentage' | 'pair' | 'expiresAt';
  order: 'asc' | 'desc';
}

export interface SignalsStore extends PagedListActions<FullSignal, SignalsQuery> {
  list: PagedList<FullSignal, SignalsQuery>;
  signalCreated: (input: SignalInput) => Promise<FullSignal>;
  signalUpdated: (id: number, input: SignalInput) => Promise<FullSignal>;
  signalDeleted: (id: number) => Promise<void>;
}

/** The server's search, on the client, for rows that arrive live. */
function matchesSignal(signal: FullSignal, query: SignalsQuery): boolean {
  return (
    (query.type === 'all' || query.type === signal.signalType) &&
    (query.plan === 'all' || (query.plan === 'premium') === signal.isPremium) &&
    (query.status === 'all' || query.status === signal.status) &&
    containsText(
      query.search,
      signal.pair,
      signal.signalType,
      String(signal.profitPercentage),
      signal.buyExchange,
      signal.sellExchange,
      signal.exchange,
      signal.direction,
      signal.contractType,
    )
  );
}

export const useSignalsAdminStore = create<SignalsStore>()((set, get) => {
  const list = pagedListActions<FullSignal, SignalsQuery, Page<FullSignal>>({
    read: () => get().list,
    write: (patch) => set((s) => ({ list: { ...s.list, ...patch } })),
    fetchPage: (query) =>
      callApi('adminListSignals', {
        query: {
          ...pagingParams(query),
          type: query.type === 'all' ? undefined : query.type,
          plan: query.plan === 'all' ? undefined : query.plan,
          status: query.status === 'all' ? undefined : query.status,
          sort: query.sort,
          order: query.order,
        },
      }),
    matches: matchesSignal,
    newestFirst: (query) => query.page === 1 && query.sort === 'createdAt' && query.order === 'desc',
  });

  return {
    list: initialPagedList<FullSignal, SignalsQuery>({ ...DEFAULT_PAGING, type: 'all', plan: 'all', status: 'all', sort: 'createdAt', order: 'desc' }),
    ...list,
    signalCreated: async (input) => {
      const signal = await callApi('createSignal', { body: input });
      list.rowAdded(signal);
      return signal;
    },
    signalUpdated: async (id, input) => {
      const signal = await callApi('updateSignal', { params: { id }, body: input });
      list.rowUpdated(signal);
      return signal;
    },
    signalDeleted: async (id) => {
      await callApi('deleteSignal', { params: { id } });
      list.rowRemoved(id);
    },
  };
});

export const signalAdminSelectors = {
  list: (s: SignalsStore) => s.list,
  query: (s: SignalsStore) => s.list.query,
};
