import type { TrackRecordQuery } from '@signals/protocol';
import { useEffect } from 'react';
import { sessionSelectors, useSessionStore } from '../session';
import { cleanTrackRecordQuery, trackRecordKey, useTrackRecordStore, type TrackRecordEntry } from './store';

/** How often a visitor's open page asks for fresh figures: visitors have no live channel. */
export const VISITOR_REFRESH_MS = 60_000;

const LOADING: TrackRecordEntry = { record: null, status: 'loading', error: null };

/**
 * The track record for these filters, loaded when a screen shows it. A
 * member's figures follow the live channel (wireTrackRecordLive); a
 * visitor's are asked for again when the window regains focus and every
 * minute while the page is visible.
 */
export function useTrackRecord(query: TrackRecordQuery): TrackRecordEntry {
  const key = trackRecordKey(query);
  const signedIn = useSessionStore(sessionSelectors.isSignedIn);
  const entry = useTrackRecordStore((s) => s.entries[key]);

  useEffect(() => {
    const store = useTrackRecordStore.getState();
    const unwatch = store.recordWatched(queryOf(key));
    void store.recordRequested(queryOf(key));
    return unwatch;
  }, [key]);

  useEffect(() => {
    if (signedIn) {
      return;
    }
    const refresh = () => void useTrackRecordStore.getState().recordRequested(queryOf(key), true);
    const whileVisible = () => {
      if (document.visibilityState === 'visible') {
        refresh();
      }
    };
    const timer = setInterval(whileVisible, VISITOR_REFRESH_MS);
    window.addEventListener('focus', refresh);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', refresh);
    };
  }, [key, signedIn]);

  return entry ?? LOADING;
}

/** The filters back from their key, so effects depend on the text rather than on an object rebuilt each render. */
function queryOf(key: string): TrackRecordQuery {
  const [type, from, to] = key.split('|');
  return cleanTrackRecordQuery({ type: (type || undefined) as TrackRecordQuery['type'], from, to });
}
