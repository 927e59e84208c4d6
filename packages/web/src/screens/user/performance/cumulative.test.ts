import { describe, expect, it } from 'vitest';
import { cumulativeByMonth } from './cumulative';

describe('the cumulative curve', () => {
  it("adds each month's result to the ones before it, named by month", () => {
    const points = cumulativeByMonth([
      { month: '2026-08', closed: 3, won: 2, lost: 1, resultPercent: 4.1 },
      { month: '2026-09', closed: 4, won: 1, lost: 3, resultPercent: -2.35 },
      { month: '2026-10', closed: 2, won: 2, lost: 0, resultPercent: 0.2 },
    ]);
    expect(points.map((p) => [p.label, p.cumulativePercent])).toEqual([
      ['Aug 2026', 4.1],
      ['Sep 2026', 1.75],
      ['Oct 2026', 1.95],
    ]);
  });

  it('has no point without a closing', () => {
    expect(cumulativeByMonth([])).toEqual([]);
  });
});
