import type { SignalType } from '@signals/protocol';
import type { MessageId } from '../../../i18n/messages';

/** The chips of the list screen (spec: All, Crypto, Forex, Futures, two exchanges, BTC, ETH, More). */
export const TYPE_CHIPS: { type: SignalType; label: MessageId }[] = [
  { type: 'arbitrage', label: 'signals.filter.crypto' },
  { type: 'forex', label: 'signals.filter.forex' },
  { type: 'futures', label: 'signals.filter.futures' },
];
/** The two exchanges with a chip of their own, as the address writes them; shown as exchangeLabel names them. */
export const EXCHANGE_CHIPS = ['binance', 'bybit'];
export const COIN_CHIPS = ['BTC', 'ETH'];

/** Suggestions for the More dialog; any other name can be typed. */
export const KNOWN_EXCHANGES = ['Binance', 'Bybit', 'OKX', 'Kraken', 'KuCoin', 'Coinbase', 'Gate.io', 'Bitfinex', 'Bitget', 'MEXC', 'HTX'];
export const KNOWN_COINS = ['BTC', 'ETH', 'SOL', 'XRP', 'BNB', 'ADA', 'DOGE', 'LINK', 'AVAX', 'DOT', 'EUR', 'USD', 'GBP', 'JPY', 'AUD'];

/** The name of an exchange as the chips and the dialog write it. */
export function exchangeLabel(exchange: string): string {
  return KNOWN_EXCHANGES.find((name) => name.toLowerCase() === exchange.toLowerCase()) ?? exchange;
}
