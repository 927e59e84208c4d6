import { normalizeFilter, type SignalFilter, type SignalListQuery, type SignalTier } from '@signals/protocol';

// The filter and the rule of which list a signal belongs in are the protocol's, shared with the server's query.
export { normalizeFilter, pairHasCoin, signalMatches, type SignalFilter, type SignalTier } from '@signals/protocol';

/**
 * The key a list is kept under in the store: one list per tier and filter.
 *
 * @param tier the tier of the list.
 * @param filter the filter, normalised here.
 */
export function listKey(tier: SignalTier, filter: SignalFilter): string {
  const clean = normalizeFilter(filter);
  return [tier, clean.type ?? '', clean.exchange ?? '', clean.coin ?? '', clean.outcome ?? ''].join('|');
}

/** The query string of a list request (the server takes numbers as text). */
export function listQuery(filter: SignalFilter, page: { before?: number; limit: number }): SignalListQuery {
  const clean = normalizeFilter(filter);
  return {
    ...clean,
    before: page.before === undefined ? undefined : String(page.before),
    limit: String(page.limit),
  };
}
