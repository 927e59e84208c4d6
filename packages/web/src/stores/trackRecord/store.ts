import type { TrackRecord, TrackRecordQuery } from '@signals/protocol';
import { create } from 'zustand';
import { callApi, errorMessage } from '../../api';

/** One set of filters' record, as the screen showing it needs it. */
export interface TrackRecordEntry {
  record: TrackRecord | null;
  status: 'loading' | 'ready' | 'error';
  error: string | null;
}

export interface TrackRecordState {
  /** Records by filter (trackRecordKey): the premium page's overall one and the Performance screen's filtered one side by side. */
  entries: Record<string, TrackRecordEntry>;
  /** The filters of each entry, to ask again with when the figures change. */
  queries: Record<string, TrackRecordQuery>;
  /**
   * Load the record for these filters: the first time a screen shows it, or
   * again when `force` says the figures changed. A record on screen stays
   * while it is fetched again.
   */
  recordRequested: (query: TrackRecordQuery, force?: boolean) => Promise<void>;
  /**
   * A screen shows the record for these filters until the returned function
   * is called: what recordsChanged asks for again.
   */
  recordWatched: (query: TrackRecordQuery) => () => void;
  /**
   * An outcome was recorded: every record on screen is fetched again with
   * its filters; the others are forgotten, so the next screen to show one
   * fetches it fresh.
   */
  recordsChanged: () => Promise<void>;
}

/** Filters as the server reads them: an empty value is no filter. */
export function cleanTrackRecordQuery(query: TrackRecordQuery): TrackRecordQuery {
  return {
    ...(query.type ? { type: query.type } : {}),
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
  };
}

/** The key a record is kept under: one per set of filters. */
export function trackRecordKey(query: TrackRecordQuery): string {
  const clean = cleanTrackRecordQuery(query);
  return [clean.type ?? '', clean.from ?? '', clean.to ?? ''].join('|');
}

/** The latest request per key: an older answer arriving after a newer one is dropped. */
const latest = new Map<string, number>();
let requestCount = 0;
/** How many mounted screens show each key's record. */
const watchers = new Map<string, number>();

export const useTrackRecordStore = create<TrackRecordState>()((set, get) => ({
  entries: {},
  queries: {},

  recordRequested: async (query, force = false) => {
    const clean = cleanTrackRecordQuery(query);
    const key = trackRecordKey(clean);
    const held = get().entries[key];
    if (!force && held && held.status !== 'error') {
      return;
    }
    const request = ++requestCount;
    latest.set(key, request);
    set((state) => ({
      queries: { ...state.queries, [key]: clean },
      entries: { ...state.entries, [key]: held?.record ? { ...held, error: null } : { record: null, status: 'loading', error: null } },
    }));
    try {
      const record = await callApi('trackRecord', { query: clean });
      if (latest.get(key) === request) {
        set((state) => ({ entries: { ...state.entries, [key]: { record, status: 'ready', error: null } } }));
      }
    } catch (error) {
      if (latest.get(key) === request) {
        const message = errorMessage(error, 'Could not load the track record.');
        // Figures already shown stay: a failed refresh is not worth blanking them for.
        set((state) => {
          const current = state.entries[key];
          return {
            entries: { ...state.entries, [key]: current?.record ? { ...current, status: 'ready', error: message } : { record: null, status: 'error', error: message } },
          };
        });
      }
    }
  },

  recordWatched: (query) => {
    const key = trackRecordKey(query);
    watchers.set(key, (watchers.get(key) ?? 0) + 1);
    return () => {
      const left = (watchers.get(key) ?? 1) - 1;
      if (left > 0) {
        watchers.set(key, left);
      } else {
        watchers.delete(key);
      }
    };
  },

  recordsChanged: async () => {
    const { queries, entries, recordRequested } = get();
    const shown = Object.keys(queries).filter((key) => watchers.has(key));
    set({
      queries: Object.fromEntries(shown.map((key) => [key, queries[key] ?? {}])),
      entries: Object.fromEntries(shown.flatMap((key) => (entries[key] ? [[key, entries[key]]] : []))),
    });
    await Promise.all(shown.map((key) => recordRequested(queries[key] ?? {}, true)));
  },
}));
