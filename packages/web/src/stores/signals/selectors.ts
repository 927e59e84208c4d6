import type { Signal } from '@signals/protocol';
import { listKey, type SignalFilter, type SignalTier } from './filters';
import type { SignalListState } from './initialState';
import type { SignalsStore } from './store';

const EMPTY: Signal[] = [];

/**
 * Selectors for components. Those that build arrays are meant for
 * `useShallow`: the rows keep their identity, so only changed rows re-render.
 */
export const signalSelectors = {
  byId: (id: number) => (s: SignalsStore) => s.byId[id],
  list: (tier: SignalTier, filter: SignalFilter) => (s: SignalsStore): SignalListState | undefined => s.lists[listKey(tier, filter)],
  /** The signals of a list, newest first; use with useShallow. */
  listSignals:
    (tier: SignalTier, filter: SignalFilter, limit?: number) =>
    (s: SignalsStore): Signal[] => {
      const list = s.lists[listKey(tier, filter)];
      if (!list) {
        return EMPTY;
      }
      const ids = limit === undefined ? list.ids : list.ids.slice(0, limit);
      const rows: Signal[] = [];
      for (const id of ids) {
        const signal = s.byId[id];
        if (signal) {
          rows.push(signal);
        }
      }
      return rows;
    },
  freshIds: (s: SignalsStore) => s.freshIds,
  counts: (s: SignalsStore) => s.counts,
  countsStatus: (s: SignalsStore) => s.countsStatus,
  week: (s: SignalsStore) => s.week,
  weekStatus: (s: SignalsStore) => s.weekStatus,
};
