import type { Signal, SignalListQuery, SignalType } from '@signals/protocol';

/** What a signal list is narrowed to: a type, an exchange and a coin, each optional. */
export interface SignalFilter {
  type?: SignalType;
  /** Part of an exchange name, any letter case (the futures exchange or either arbitrage leg). */
  exchange?: string;
  /** One side of the pair: BTC matches BTC/USDT and ETH/BTC. */
  coin?: string;
}

/** Which tier a list shows: the free and premium sections of the list screen, or both (home). */
export type SignalTier = 'all' | 'free' | 'premium';

/** Drops empty parts and normalises case, so equal filters give equal keys. */
export function normalizeFilter(filter: SignalFilter): SignalFilter {
  const clean: SignalFilter = {};
  if (filter.type) {
    clean.type = filter.type;
  }
  const exchange = filter.exchange?.trim().toLowerCase();
  if (exchange) {
    clean.exchange = exchange;
  }
  const coin = filter.coin?.trim().toUpperCase();
  if (coin) {
    clean.coin = coin;
  }
  return clean;
}

/**
 * The key a list is kept under in the store: one list per tier and filter.
 *
 * @param tier the tier of the list.
 * @param filter the filter, normalised here.
 */
export function listKey(tier: SignalTier, filter: SignalFilter): string {
  const clean = normalizeFilter(filter);
  return [tier, clean.type ?? '', clean.exchange ?? '', clean.coin ?? ''].join('|');
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

/**
 * Whether a signal belongs in a list, decided in the browser the way the
 * server decides it, so a live signal lands only in the lists that would
 * have fetched it. A locked signal never matches an exchange filter: the
 * server leaves those out, since a match would reveal where it trades.
 */
export function signalMatches(signal: Signal, tier: SignalTier, filter: SignalFilter): boolean {
  if ((tier === 'free' && signal.isPremium) || (tier === 'premium' && !signal.isPremium)) {
    return false;
  }
  const clean = normalizeFilter(filter);
  if (clean.type && signal.signalType !== clean.type) {
    return false;
  }
  if (clean.coin && !pairHasCoin(signal.pair, clean.coin)) {
    return false;
  }
  if (clean.exchange) {
    if (signal.locked) {
      return false;
    }
    const needle = clean.exchange;
    return [signal.exchange, signal.buyExchange, signal.sellExchange].some((name) => name?.toLowerCase().includes(needle));
  }
  return true;
}

/** BTC is a whole side of BTC/USDT, ETH/BTC and BTC-USD, never of WBTC/USDT. */
export function pairHasCoin(pair: string, coin: string): boolean {
  const upper = pair.toUpperCase();
  return upper === coin || upper.split(/[/-]/).includes(coin);
}
