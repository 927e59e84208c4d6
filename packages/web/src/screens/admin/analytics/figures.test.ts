import { describe, expect, it } from 'vitest';
import { defaultRange, quoteConversion, reasonCounts, retainedShare } from './figures';

describe('the analytics figures', () => {
  it('counts every reason, the most given first, zero included', () => {
    const counts = reasonCounts([{ reason: 'temporary' }, { reason: 'too_expensive' }, { reason: 'temporary' }]);
    expect(counts[0]).toEqual({ reason: 'temporary', count: 2 });
    expect(counts[1]).toEqual({ reason: 'too_expensive', count: 1 });
    expect(counts).toHaveLength(6);
    expect(counts.filter((row) => row.count === 0)).toHaveLength(4);
  });

  it('converts quotes to payments, never above all of them, and says nothing without quotes', () => {
    expect(quoteConversion({ quotes: 40, paid: 10 })).toBe(0.25);
    expect(quoteConversion({ quotes: 2, paid: 3 })).toBe(1);
    expect(quoteConversion({ quotes: 0, paid: 0 })).toBeNull();
  });

  it('keeps an empty cohort at zero rather than dividing by it', () => {
    expect(retainedShare(3, 4)).toBe(0.75);
    expect(retainedShare(0, 0)).toBe(0);
  });

  it('starts the default range on the first of the month five months back', () => {
    expect(defaultRange(new Date('2026-12-06T10:00:00Z'))).toEqual({ from: '2026-07-01', to: '2026-12-06' });
    expect(defaultRange(new Date('2026-03-31T10:00:00Z'))).toEqual({ from: '2025-10-01', to: '2026-03-31' });
  });
});
