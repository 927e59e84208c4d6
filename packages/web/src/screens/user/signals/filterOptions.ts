import type { SignalType } from '@signals/protocol';

/** The chips of the list screen (spec: All, Crypto, Forex, Futures, two exchanges, BTC, ETH, More). */
export const TYPE_CHIPS: { type: SignalType; label: string }[] = [
  { type: 'arbitrage', label: 'Crypto' },
  { type: 'forex', label: 'Forex' },
  { type: 'futures', label: 'Futures' },
];
export const EXCHANGE_CHIPS = [
  { exchange: 'binance', label: 'Binance' },
  { exchange: 'bybit', label: 'Bybit' },
];
export const COIN_CHIPS = ['BTC', 'ETH'];

/** Suggestions for the More dialog; any other name can be typed. */
export const KNOWN_EXCHANGES = ['Binance', 'Bybit', 'OKX', 'Kraken', 'KuCoin', 'Coinbase', 'Gate.io', 'Bitfinex', 'Bitget', 'MEXC', 'HTX'];
export const KNOWN_COINS = ['BTC', 'ETH', 'SOL', 'XRP', 'BNB', 'ADA', 'DOGE', 'LINK', 'AVAX', 'DOT', 'EUR', 'USD', 'GBP', 'JPY', 'AUD'];

/** The name of an exchange as the chips and the dialog write it. */
export function exchangeLabel(exchange: string): string {
  return KNOWN_EXCHANGES.find((name) => name.toLowerCase() === exchange.toLowerCase()) ?? exchange;
}
