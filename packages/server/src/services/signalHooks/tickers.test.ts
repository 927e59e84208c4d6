import { describe, expect, it } from 'vitest';
import { splitTicker } from './tickers.js';

describe('splitTicker', () => {
  it.each([
    ['BTC/USDT', 'BTC/USDT'],
    ['btc-usdt', 'BTC/USDT'],
    ['btc_usdt', 'BTC/USDT'],
    ['BTCUSDT', 'BTC/USDT'],
    [' btcusdt ', 'BTC/USDT'],
    ['BINANCE:BTCUSDT', 'BTC/USDT'],
    ['BYBIT:ETHUSDT.P', 'ETH/USDT'],
    ['BITMEX:ETHUSD.PERP', 'ETH/USD'],
    ['btcusdt.p', 'BTC/USDT'],
    ['BTC/USDT:USDT', 'BTC/USDT'],
    ['EURUSD', 'EUR/USD'],
    ['OANDA:EURUSD', 'EUR/USD'],
    ['USDJPY', 'USD/JPY'],
    ['ETHBTC', 'ETH/BTC'],
    ['#SOLUSDT', 'SOL/USDT'],
    ['1000PEPEUSDT', '1000PEPE/USDT'],
    // Longest quote first: FDUSD and BUSD, not USD with letters left on the base.
    ['BTCFDUSD', 'BTC/FDUSD'],
    ['BTCBUSD', 'BTC/BUSD'],
    ['BTCTUSD', 'BTC/TUSD'],
    ['BTCUSD', 'BTC/USD'],
    ['BNBETH', 'BNB/ETH'],
    ['XAU/USD', 'XAU/USD'],
    ['', null],
    ['USDT', null],
    ['BTC', null],
    ['BTC/', null],
    ['/USDT', null],
    ['BTC/USDT/ETH', null],
    ['BTC USDT', null],
    ['1-2', null],
    ['BTC/U$DT', null],
    ['BTCUSDTPERP', null],
    ['{{ticker}}', null],
    ['VERYLONGNAMEOFACOIN/USDT', null],
  ])('%j is %j', (ticker, pair) => {
    expect(splitTicker(ticker)).toBe(pair);
  });
});
