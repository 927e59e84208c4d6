import type { Signal } from '@signals/protocol';
import { callApi } from '../../api';
import { listQuery, type SignalFilter, type SignalTier } from './filters';

/** The endpoint behind each tier: the list screen's two sections, or every signal (home). */
export function fetchSignalPage(tier: SignalTier, filter: SignalFilter, page: { before?: number; limit: number }): Promise<Signal[]> {
  const query = listQuery(filter, page);
  if (tier === 'free') {
    return callApi('listFreeSignals', { query });
  }
  if (tier === 'premium') {
    return callApi('listPremiumSignals', { query });
  }
  return callApi('listSignals', { query });
}

/** Puts signals into the by-id map, returning a new map. */
export function withSignals(byId: Record<number, Signal>, signals: readonly Signal[]): Record<number, Signal> {
  if (signals.length === 0) {
    return byId;
  }
  const next = { ...byId };
  for (const signal of signals) {
    next[signal.id] = signal;
  }
  return next;
}
