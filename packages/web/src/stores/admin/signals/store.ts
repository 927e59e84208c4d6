import type { AdminSignalOutcomeFilter, FullSignal, Page, SignalEventRecorded, SignalEventRequest, SignalInput, SignalRemoved, SignalStatus, SignalType } from '@signals/protocol';
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
  outcome: AdminSignalOutcomeFilter | 'all';
  sort: 'createdAt' | 'profitPercentage' | 'pair' | 'expiresAt';
  order: 'asc' | 'desc';
}

export interface SignalsStore extends PagedListActions<FullSignal, SignalsQuery> {
  list: PagedList<FullSignal, SignalsQuery>;
  signalCreated: (input: SignalInput) => Promise<FullSignal>;
  signalUpdated: (id: number, input: SignalInput) => Promise<FullSignal>;
  /** The spec's delete, with the admin's reason: a published signal is voided (kept in the record), a draft deleted; either way it leaves the default list. */
  signalDeleted: (id: number, reason: string) => Promise<SignalRemoved>;
  /** Records a step of the signal's life (a target hit, a note, how it ended); the row takes the signal the server answers. */
  signalEventRecorded: (id: number, input: SignalEventRequest) => Promise<SignalEventRecorded>;
}

/**
 * An open signal that no longer runs (expired, or withdrawn by turning it
 * inactive): an admin owes it an outcome. The server's `awaiting` filter, on
 * the client, for rows that arrive live and for the row's mark.
 */
export function isAwaitingOutcome(signal: FullSignal): boolean {
  return signal.outcome === 'open' && signal.status !== 'active';
}

function matchesOutcome(signal: FullSignal, outcome: SignalsQuery['outcome']): boolean {
  if (outcome === 'all') {
    // A voided signal is listed only under its own outcome, as the server lists it.
    return signal.outcome !== 'voided';
  }
  return outcome === 'awaiting' ? isAwaitingOutcome(signal) : signal.outcome === outcome;
}

/** The server's search, on the client, for rows that arrive live. */
function matchesSignal(signal: FullSignal, query: SignalsQuery): boolean {
  return (
    (query.type === 'all' || query.type === signal.signalType) &&
    (query.plan === 'all' || (query.plan === 'premium') === signal.isPremium) &&
    (query.status === 'all' || query.status === signal.status) &&
    matchesOutcome(signal, query.outcome) &&
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
          outcome: query.outcome === 'all' ? undefined : query.outcome,
          sort: query.sort,
          order: query.order,
        },
      }),
    matches: matchesSignal,
    newestFirst: (query) => query.page === 1 && query.sort === 'createdAt' && query.order === 'desc',
  });

  return {
    list: initialPagedList<FullSignal, SignalsQuery>({ ...DEFAULT_PAGING, type: 'all', plan: 'all', status: 'all', outcome: 'all', sort: 'createdAt', order: 'desc' }),
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
    signalDeleted: async (id, reason) => {
      const removed = await callApi('deleteSignal', { params: { id }, body: { reason } });
      list.rowRemoved(id);
      return removed;
    },
    signalEventRecorded: async (id, input) => {
      const recorded = await callApi('adminAddSignalEvent', { params: { id }, body: input });
      list.rowUpdated(recorded.signal);
      return recorded;
    },
  };
});

export const signalAdminSelectors = {
  list: (s: SignalsStore) => s.list,
  query: (s: SignalsStore) => s.list.query,
};
