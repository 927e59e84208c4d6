/**
 * Tickers as trading tools write them, turned into the pair the signal form
 * takes (`BASE/QUOTE`, uppercase). TradingView writes `BINANCE:BTCUSDT` and
 * `BYBIT:ETHUSDT.P`, bots write `BTCUSDT`, `#SOLUSDT` or `btc-usdt`: without
 * a separator the split is at a known quote currency.
 */

/**
 * The quote currencies a ticker without a separator may end in, longest
 * first: BTCFDUSD is BTC/FDUSD, not BTCFD/USD, and BTCUSDT is BTC/USDT, not
 * BTC/USD with a T left over.
 */
export const QUOTE_CURRENCIES: readonly string[] = [
  'USDT',
  'USDC',
  'BUSD',
  'FDUSD',
  'TUSD',
  'DAI',
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'CHF',
  'AUD',
  'CAD',
  'NZD',
  'TRY',
  'BRL',
  'BTC',
  'ETH',
  'BNB',
].toSorted((a, b) => b.length - a.length);

/** The signal form's bounds on a pair (SignalInput): a split that falls outside them is no pair. */
const PAIR_MIN = 3;
const PAIR_MAX = 20;
/** The longest text read as a ticker: the pair, an exchange's prefix, a suffix and spaces around them. */
const TICKER_MAX = 64;

/** An exchange's prefix (`BINANCE:`), as TradingView's {{exchange}}:{{ticker}} writes it. */
const EXCHANGE_PREFIX = /^[A-Z0-9_]+:/;
/** TradingView's perpetual-contract suffix: BTCUSDT.P, BTCUSD.PERP. */
const PERPETUAL_SUFFIX = /\.(?:P|PERP)$/;
/** The settlement currency after a pair, as ccxt and some bots write a perpetual: BTC/USDT:USDT. */
const SETTLEMENT_SUFFIX = /(\/[A-Z0-9]+):[A-Z0-9]+$/;
const CODE = /^[A-Z0-9]+$/;
/** A quote is a currency: it has a letter (so `1-2` or `5/10` in a line of text is no pair). */
const HAS_LETTER = /[A-Z]/;

/**
 * The pair a ticker names, as `BASE/QUOTE` in uppercase, or null when it
 * cannot be read as one.
 *
 * @param text a ticker: `BTC/USDT`, `btc-usdt`, `BTCUSDT`, `BINANCE:BTCUSDT`, `BYBIT:ETHUSDT.P`, `#SOLUSDT`, `OANDA:EURUSD`.
 */
export function splitTicker(text: string): string | null {
  // Longer is no ticker, and its patterns need not scan it.
  if (text.length > TICKER_MAX) {
    return null;
  }
  const ticker = bareTicker(text);
  const parts = ticker.split(/[/\-_]/);
  if (parts.length === 2) {
    return pairOf(parts[0] ?? '', parts[1] ?? '');
  }
  if (parts.length !== 1 || !CODE.test(ticker)) {
    return null;
  }
  const quote = QUOTE_CURRENCIES.find((candidate) => ticker.length > candidate.length && ticker.endsWith(candidate));
  return quote ? pairOf(ticker.slice(0, -quote.length), quote) : null;
}

/** Whether a pair (as splitTicker writes it) is quoted in a known currency: a pair found in free text must be, as words with a dash are not pairs. */
export function hasKnownQuote(pair: string): boolean {
  return QUOTE_CURRENCIES.includes(pair.slice(pair.indexOf('/') + 1));
}

/** The ticker without what tools put around it: spaces, a leading #, the exchange's prefix, the perpetual or settlement suffix. */
function bareTicker(text: string): string {
  return text
    .trim()
    .toUpperCase()
    .replace(/^#/, '')
    .replace(EXCHANGE_PREFIX, '')
    .replace(PERPETUAL_SUFFIX, '')
    .replace(SETTLEMENT_SUFFIX, '$1');
}

/** `BASE/QUOTE` when both are codes and the pair fits the signal form, else null. */
function pairOf(base: string, quote: string): string | null {
  if (!CODE.test(base) || !CODE.test(quote) || !HAS_LETTER.test(quote)) {
    return null;
  }
  const pair = `${base}/${quote}`;
  return pair.length >= PAIR_MIN && pair.length <= PAIR_MAX ? pair : null;
}
