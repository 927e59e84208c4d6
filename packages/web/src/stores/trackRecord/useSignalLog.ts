import type { SignalLogHead, SignalLogKey } from '@signals/protocol';
import { useEffect } from 'react';
import { useSignalLogStore, type LogAnswer } from './signalLog';
import { useVisitorRefresh } from './useVisitorRefresh';

const refreshHead = () => void useSignalLogStore.getState().headRequested(true);

/**
 * The signal log's latest signed head, loaded when a screen shows it. It follows the record it backs: for a member,
 * after each change the live channel announces (wireTrackRecordLive); for a visitor, on focus and every minute.
 */
export function useSignalLogHead(): LogAnswer<SignalLogHead> {
  const head = useSignalLogStore((s) => s.head);
  useEffect(() => {
    const store = useSignalLogStore.getState();
    const unwatch = store.headWatched();
    void store.headRequested();
    return unwatch;
  }, []);
  useVisitorRefresh(refreshHead);
  return head;
}

/** The key the heads are signed with, asked for only once `wanted` (a reader opened the way to check them). */
export function useSignalLogKey(wanted: boolean): LogAnswer<SignalLogKey> {
  const key = useSignalLogStore((s) => s.key);
  useEffect(() => {
    if (wanted) {
      void useSignalLogStore.getState().keyRequested();
    }
  }, [wanted]);
  return key;
}
