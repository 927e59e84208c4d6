import type { SignalType } from '../constants.js';
import type { Signal } from '../entities/signal.js';
import { SIGNAL_EXCHANGE_FIELDS } from './detailFields.js';

/** What a signal list is narrowed to: a type, an exchange, a coin and running signals only, each optional. */
export interface SignalFilter {
  type?: SignalType;
  /** `open`: only signals still running, none that has ended ("Active only"). */
  outcome?: 'open';
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
  if (filter.outcome === 'open') {
    clean.outcome = 'open';
  }
  return clean;
}

/**
 * Whether a signal, as a viewer received it, belongs in a list: the rule the
 * server's list query applies in SQL (packages/server/src/queries/signals.ts;
 * one test holds the two to one case table), used by clients to place a live
 * signal only in the lists that would have fetched it. A locked signal never
 * matches an exchange filter: whether it did would tell where it trades.
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
  if (clean.outcome && signal.outcome !== clean.outcome) {
    return false;
  }
  if (clean.exchange) {
    if (signal.locked) {
      return false;
    }
    const needle = clean.exchange;
    return SIGNAL_EXCHANGE_FIELDS.some((field) => signal[field]?.toLowerCase().includes(needle));
  }
  return true;
}

/** BTC is a whole side of BTC/USDT, ETH/BTC and BTC-USD, never of WBTC/USDT. */
export function pairHasCoin(pair: string, coin: string): boolean {
  const upper = pair.toUpperCase();
  const wanted = coin.toUpperCase();
  return upper === wanted || upper.split(/[/-]/).includes(wanted);
}
