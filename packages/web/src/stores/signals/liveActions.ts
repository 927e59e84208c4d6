import type { Signal } from '@signals/protocol';
import type { StateCreator } from 'zustand';
import { signalMatches } from './filters';
import type { SignalListState, SignalsState } from './initialState';
import { insertId, removeId } from './listOps';
import type { SignalsStore } from './store';

export interface SignalLiveActions {
  /** A new signal was published: it goes on top of every list it belongs in. */
  signalReceived: (signal: Signal) => void;
  /** A signal was edited (or fetched again): updated in place, moved out of lists it no longer fits. */
  signalChanged: (signal: Signal) => void;
  /** A signal was deleted: it leaves every list. */
  signalRemoved: (id: number) => void;
  /** A live arrival is no longer new. */
  freshnessEnded: (id: number) => void;
}

/** How long a live arrival counts as new (its row is highlighted). */
export const FRESH_MS = 4000;

function placeInLists(lists: Record<string, SignalListState>, signal: Signal, isNew: boolean): Record<string, SignalListState> {
  let changed = false;
  const next: Record<string, SignalListState> = {};
  for (const [key, list] of Object.entries(lists)) {
    const fits = signalMatches(signal, list.tier, list.filter);
    const has = list.ids.includes(signal.id);
    let ids = list.ids;
    if (fits && !has) {
      // A new signal is the newest of all; an edited one may now fit a list it was not in.
      ids = insertId(list.ids, signal.id, isNew ? false : list.hasMore);
    } else if (!fits && has) {
      ids = removeId(list.ids, signal.id);
    }
    changed ||= ids !== list.ids;
    next[key] = ids === list.ids ? list : { ...list, ids };
  }
  return changed ? next : lists;
}

export const createSignalLiveActions: StateCreator<SignalsStore, [], [], SignalLiveActions> = (set, get) => ({
  signalReceived: (signal) => {
    set((state: SignalsState) => ({
      byId: { ...state.byId, [signal.id]: signal },
      lists: placeInLists(state.lists, signal, true),
      freshIds: { ...state.freshIds, [signal.id]: true },
    }));
    setTimeout(() => get().freshnessEnded(signal.id), FRESH_MS);
  },

  freshnessEnded: (id) =>
    set((state: SignalsState) => {
      if (!state.freshIds[id]) {
        return state;
      }
      const freshIds = { ...state.freshIds };
      delete freshIds[id];
      return { freshIds };
    }),

  signalChanged: (signal) =>
    set((state: SignalsState) => ({
      byId: { ...state.byId, [signal.id]: signal },
      lists: placeInLists(state.lists, signal, false),
    })),

  signalRemoved: (id) =>
    set((state: SignalsState) => {
      if (!(id in state.byId)) {
        return state;
      }
      const byId = { ...state.byId };
      delete byId[id];
      const lists: Record<string, SignalListState> = {};
      for (const [key, list] of Object.entries(state.lists)) {
        const ids = removeId(list.ids, id);
        lists[key] = ids === list.ids ? list : { ...list, ids };
      }
      return { byId, lists };
    }),
});
