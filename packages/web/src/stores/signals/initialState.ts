import type { Signal, SignalCounts, SignalWeek } from '@signals/protocol';
import type { SignalFilter, SignalTier } from './filters';

export type LoadStatus = 'loading' | 'ready' | 'error';

/** One list on screen: a tier and a filter, its ids newest first, and how far it is loaded. */
export interface SignalListState {
  tier: SignalTier;
  filter: SignalFilter;
  ids: number[];
  status: LoadStatus;
  error: string | null;
  /** Whether older signals remain on the server (the last page came back full). */
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreError: string | null;
  /** The size of the first page; Load More asks for bigger ones. */
  pageSize: number;
}

export interface SignalsState {
  /** Every signal the app holds, by id, as the server presented it for this user. */
  byId: Record<number, Signal>;
  lists: Record<string, SignalListState>;
  /** Signals that arrived live in the last few seconds: their rows are highlighted. */
  freshIds: Record<number, true>;
  counts: SignalCounts | null;
  countsStatus: 'idle' | LoadStatus;
  /** What the last 7 days published: the premium page's figures. */
  week: SignalWeek | null;
  weekStatus: 'idle' | LoadStatus;
}

export const initialSignalsState: SignalsState = {
  byId: {},
  lists: {},
  freshIds: {},
  counts: null,
  countsStatus: 'idle',
  week: null,
  weekStatus: 'idle',
};
