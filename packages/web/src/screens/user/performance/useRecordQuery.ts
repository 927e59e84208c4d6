import { SIGNAL_TYPES, type SignalType, type TrackRecordQuery } from '@signals/protocol';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isType = (value: string | null): value is SignalType => (SIGNAL_TYPES as readonly (string | null)[]).includes(value);

/**
 * The Performance screen's filters, kept in the address (?type=forex&from=2026-09-01)
 * so a filtered record can be shared and survives a reload. A value the
 * server would refuse is left out rather than sent.
 */
export function useRecordQuery(): [TrackRecordQuery, (next: TrackRecordQuery) => void] {
  const [params, setParams] = useSearchParams();
  const type = params.get('type');
  const from = params.get('from');
  const to = params.get('to');
  const query = useMemo<TrackRecordQuery>(
    () => ({
      ...(isType(type) ? { type } : {}),
      ...(from && DAY.test(from) ? { from } : {}),
      ...(to && DAY.test(to) ? { to } : {}),
    }),
    [type, from, to],
  );
  const setQuery = (next: TrackRecordQuery) => {
    const search = new URLSearchParams();
    for (const key of ['type', 'from', 'to'] as const) {
      const value = next[key];
      if (value) {
        search.set(key, value);
      }
    }
    setParams(search, { replace: true });
  };
  return [query, setQuery];
}
