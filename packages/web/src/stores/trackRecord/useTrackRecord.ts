import type { TrackRecordQuery } from '@signals/protocol';
import { useCallback, useEffect } from 'react';
import { cleanTrackRecordQuery, trackRecordKey, useTrackRecordStore, type TrackRecordEntry } from './store';
import { useVisitorRefresh } from './useVisitorRefresh';

const LOADING: TrackRecordEntry = { record: null, status: 'loading', error: null };

/**
 * The track record for these filters, loaded when a screen shows it. A
 * member's figures follow the live channel (wireTrackRecordLive); a
 * visitor's are asked for again when the window regains focus and every
 * minute while the page is visible.
 */
export function useTrackRecord(query: TrackRecordQuery): TrackRecordEntry {
  const key = trackRecordKey(query);
  const entry = useTrackRecordStore((s) => s.entries[key]);

  useEffect(() => {
    const store = useTrackRecordStore.getState();
    const unwatch = store.recordWatched(queryOf(key));
    void store.recordRequested(queryOf(key));
    return unwatch;
  }, [key]);

  useVisitorRefresh(useCallback(() => void useTrackRecordStore.getState().recordRequested(queryOf(key), true), [key]));

  return entry ?? LOADING;
}

/** The filters back from their key, so effects depend on the text rather than on an object rebuilt each render. */
function queryOf(key: string): TrackRecordQuery {
  const [type, from, to] = key.split('|');
  return cleanTrackRecordQuery({ type: (type || undefined) as TrackRecordQuery['type'], from, to });
}
