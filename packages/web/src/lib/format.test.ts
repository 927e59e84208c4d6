import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatPlanPrice,
  formatPrice,
  formatProfit,
  formatAgo,
  formatLeveragedResult,
  formatRate,
  formatRelative,
  formatResult,
  formatUsd,
  priceDecimals,
  profitTier,
} from './format';
import { formatAirdropEnd, formatDate, formatDateTime, formatNewsDate } from './formatDates';

describe('profit', () => {
  it('shows one decimal', () => {
    expect(formatProfit(2.52)).toBe('2.5%');
    expect(formatProfit(1.65)).toBe('1.6%');
    expect(formatProfit(3)).toBe('3.0%');
  });

  it('colours the badge high from 2, medium from 1.5, else low', () => {
    expect(profitTier(2)).toBe('high');
    expect(profitTier(2.7)).toBe('high');
    expect(profitTier(1.99)).toBe('medium');
    expect(profitTier(1.5)).toBe('medium');
    expect(profitTier(1.49)).toBe('low');
  });
});

describe('results', () => {
  it('signs a result and shows two decimals: a gain never reads as a target', () => {
    expect(formatResult(3.2)).toBe('+3.20%');
    expect(formatResult(-1.1)).toBe('-1.10%');
    expect(formatResult(0)).toBe('0.00%');
    expect(formatResult(1234.5)).toBe('+1,234.50%');
  });

  it('a result too small to show two decimals of is neither a gain nor a loss', () => {
    expect(formatResult(0.001)).toBe('0.00%');
    expect(formatResult(-0.001)).toBe('0.00%');
  });

  it('gives the leveraged figure of a futures result in the app\'s "10x" form', () => {
    expect(formatLeveragedResult(3.2, 10)).toBe('10x: +32.0%');
    expect(formatLeveragedResult(-1.1, 5)).toBe('5x: -5.5%');
    expect(formatLeveragedResult(0, 20)).toBe('20x: 0.0%');
  });

  it('shows a rate with one decimal', () => {
    expect(formatRate(58.333)).toBe('58.3%');
    expect(formatRate(100)).toBe('100.0%');
  });
});

describe('prices', () => {
  it('uses the pair’s own precision for forex (3 for yen pairs, else 4), and 0, 2 or 4 for crypto by the pair', () => {
    expect(priceDecimals({ signalType: 'forex', pair: 'EUR/USD' })).toBe(4);
    expect(priceDecimals({ signalType: 'forex', pair: 'USD/JPY' })).toBe(3);
    expect(priceDecimals({ signalType: 'forex', pair: 'eur/jpy' })).toBe(3);
    expect(priceDecimals({ signalType: 'arbitrage', pair: 'BTC/USDT' })).toBe(0);
    expect(priceDecimals({ signalType: 'futures', pair: 'ETH/USDT' })).toBe(2);
    expect(priceDecimals({ signalType: 'arbitrage', pair: 'SOL/USDT' })).toBe(4);
  });

  it('prints the price with those decimals and separators', () => {
    expect(formatPrice(67420.5, { signalType: 'arbitrage', pair: 'BTC/USDT' })).toBe('67,421');
    expect(formatPrice(3512.4, { signalType: 'arbitrage', pair: 'ETH/USDT' })).toBe('3,512.40');
    expect(formatPrice(1.0842, { signalType: 'forex', pair: 'EUR/USD' })).toBe('1.0842');
    expect(formatPrice(151.2, { signalType: 'forex', pair: 'USD/JPY' })).toBe('151.200');
    expect(formatPrice(148.22, { signalType: 'arbitrage', pair: 'SOL/USDT' })).toBe('148.2200');
  });

  it('groups thousands at any size, and keeps the sign of a negative price', () => {
    expect(formatPrice(1234567.891, { signalType: 'forex', pair: 'USD/JPY' })).toBe('1,234,567.891');
    expect(formatPrice(999.99, { signalType: 'arbitrage', pair: 'ETH/USDT' })).toBe('999.99');
    expect(formatPrice(1000, { signalType: 'arbitrage', pair: 'BTC/USDT' })).toBe('1,000');
    expect(formatPrice(-1234.5, { signalType: 'arbitrage', pair: 'ETH/USDT' })).toBe('-1,234.50');
  });

  it('prints what Intl would for en-US', () => {
    const pairs = ['BTC/USDT', 'ETH/USDT', 'SOL/USDT'];
    for (const value of [0.0001, 0.5, 1, 12.3456, 999.4, 1050.25, 65432.1, 98765.4321, 1234567]) {
      for (const pair of pairs) {
        const signal = { signalType: 'arbitrage' as const, pair };
        const decimals = value < 1 ? 4 : priceDecimals(signal);
        const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
        expect(formatPrice(value, signal)).toBe(intl.format(value));
      }
    }
  });

  it('never rounds a sub-unit price to zero, and shows a dash for none', () => {
    expect(formatPrice(0.0512, { signalType: 'arbitrage', pair: 'ETH/BTC' })).toBe('0.0512');
    expect(formatPrice(null, { signalType: 'forex', pair: 'EUR/USD' })).toBe('—');
  });
});

describe('money', () => {
  it('prints dollars with two decimals', () => {
    expect(formatUsd(1250)).toBe('$1,250.00');
    expect(formatUsd(0.5)).toBe('$0.50');
    expect(formatUsd(1234567.5)).toBe('$1,234,567.50');
    expect(formatUsd(-20)).toBe('-$20.00');
  });

  it('prints a whole payment amount without decimals', () => {
    expect(formatPlanPrice(60)).toBe('60');
    expect(formatPlanPrice(59.9)).toBe('59.90');
  });
});

describe('counts', () => {
  it('groups thousands like Intl en-US', () => {
    for (const value of [0, 7, 999, 1000, 1234567]) {
      expect(formatCount(value)).toBe(new Intl.NumberFormat('en-US').format(value));
    }
  });
});

describe('dates', () => {
  it('formats news and airdrop dates with the spec patterns', () => {
    const date = new Date(2025, 3, 5, 14, 7);
    expect(formatNewsDate(date)).toBe('Apr 5, 2025 2:07 PM');
    expect(formatAirdropEnd(date)).toBe('Apr 5, 2025');
  });

  it('prints a calendar date or a date and time, and a dash without a usable date', () => {
    const date = new Date(2025, 3, 5, 14, 7);
    expect(formatDate(date)).toBe('Apr 5, 2025');
    expect(formatDateTime(date.toISOString())).toBe('Apr 5, 2025 2:07 PM');
    for (const missing of [null, undefined, '', 'not a date']) {
      expect(formatDate(missing)).toBe('—');
      expect(formatDateTime(missing)).toBe('—');
    }
  });

  it('says how long ago, relative to the given clock', () => {
    const now = new Date(2025, 3, 5, 12, 0).getTime();
    expect(formatRelative(now - 5 * 60_000, now)).toBe('5 minutes ago');
    expect(formatRelative(now + 2 * 3600_000, now)).toBe('in about 2 hours');
  });

  it('never puts something that happened in the future, whatever the clocks say', () => {
    const now = new Date(2025, 3, 5, 12, 0).getTime();
    // The server's clock 27 s ahead of this device's.
    expect(formatAgo(now + 27_000, now)).toBe('less than a minute ago');
    expect(formatAgo(now - 5 * 60_000, now)).toBe('5 minutes ago');
  });
});
