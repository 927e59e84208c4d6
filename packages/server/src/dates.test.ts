import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, formatDay } from './dates.js';

describe('addMonths', () => {
  it.each([
    ['2026-01-15T10:00:00.000Z', '2026-02-15T10:00:00.000Z'],
    ['2026-01-31T10:00:00.000Z', '2026-02-28T10:00:00.000Z'],
    ['2028-01-31T00:00:00.000Z', '2028-02-29T00:00:00.000Z'],
    ['2026-12-31T23:59:59.000Z', '2027-01-31T23:59:59.000Z'],
    // Late on the 31st in UTC is already the 1st east of Greenwich: the UTC day counts.
    ['2026-03-31T23:30:00.000Z', '2026-04-30T23:30:00.000Z'],
  ])('adds one calendar month to %s', (from, to) => {
    expect(addMonths(new Date(from), 1).toISOString()).toBe(to);
  });

  it('answers a plain Date, as the models store', () => {
    expect(addMonths(new Date('2026-01-15T10:00:00.000Z'), 1).constructor).toBe(Date);
  });

  it('keeps what the hand-written UTC arithmetic gave, for any moment and up to two years', () => {
    // The implementation before date-fns, kept here as the reference for end dates already stored.
    const before = (date: Date, months: number) => {
      const result = new Date(date.getTime());
      const day = result.getUTCDate();
      result.setUTCDate(1);
      result.setUTCMonth(result.getUTCMonth() + months);
      const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
      result.setUTCDate(Math.min(day, lastDay));
      return result;
    };
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }), fc.integer({ min: 0, max: 24 }), (date, months) => {
        expect(addMonths(date, months).getTime()).toBe(before(date, months).getTime());
      }),
    );
  });
});

describe('formatDay', () => {
  it('writes the UTC day as "Mar 5, 2030"', () => {
    expect(formatDay(new Date('2030-03-05T12:00:00.000Z'))).toBe('Mar 5, 2030');
    expect(formatDay(new Date('2030-03-05T23:59:59.000Z'))).toBe('Mar 5, 2030');
  });

  it('says what the locale formatting said before, for any moment', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }), (date) => {
        expect(formatDay(date)).toBe(date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }));
      }),
    );
  });
});
