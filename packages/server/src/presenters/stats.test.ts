import { describe, expect, it } from 'vitest';
import { newUsersByDay, revenueByMonth, signalsByTypeAndPlan } from './stats.js';

const now = new Date('2031-03-10T08:00:00Z');

describe('revenueByMonth', () => {
  it('covers April of last year to this March, sums each month to the cent and ignores older payments', () => {
    const series = revenueByMonth(
      [
        { amount: 0.1, at: new Date('2031-03-01T00:00:00Z') },
        { amount: 0.2, at: new Date('2031-03-09T23:59:59Z') },
        { amount: 60, at: new Date('2030-04-01T00:00:00Z') },
        { amount: 60, at: new Date('2030-03-31T23:59:59Z') },
      ],
      now,
    );
    expect(series.map((m) => m.month)).toEqual([
      '2030-04', '2030-05', '2030-06', '2030-07', '2030-08', '2030-09', '2030-10', '2030-11', '2030-12', '2031-01', '2031-02', '2031-03',
    ]);
    expect(series[0]!.revenue).toBe(60);
    expect(series[11]!.revenue).toBe(0.3);
    expect(series.slice(1, 11).every((m) => m.revenue === 0)).toBe(true);
  });
});

describe('newUsersByDay', () => {
  it('covers the 30 UTC days ending today and counts by UTC date', () => {
    const series = newUsersByDay([new Date('2031-03-10T00:00:00Z'), new Date('2031-03-09T23:59:59Z'), new Date('2031-02-08T23:00:00Z'), new Date('2031-02-09T00:00:00Z')], now);
    expect(series).toHaveLength(30);
    expect(series[0]).toEqual({ date: '2031-02-09', count: 1 });
    expect(series[28]).toEqual({ date: '2031-03-09', count: 1 });
    expect(series[29]).toEqual({ date: '2031-03-10', count: 1 });
  });
});

describe('signalsByTypeAndPlan', () => {
  it('lists every type, with zero where there is nothing', () => {
    expect(signalsByTypeAndPlan([{ signalType: 'forex', isPremium: true, count: 2 }])).toEqual([
      { signalType: 'arbitrage', free: 0, premium: 0 },
      { signalType: 'forex', free: 0, premium: 2 },
      { signalType: 'futures', free: 0, premium: 0 },
    ]);
  });
});
