import { describe, expect, it } from 'vitest';
import { hasActivePremium, premiumPeriodOf } from './premium.js';

const now = new Date('2026-12-06T12:00:00Z');
const before = new Date(now.getTime() - 1);
const after = new Date(now.getTime() + 1);

describe('the premium period', () => {
  // Flag × end date × ban: what the period is, and whether premium may be used.
  const grid: Array<[isPremium: boolean, end: Date | null, banned: boolean, period: ReturnType<typeof premiumPeriodOf>, usable: boolean]> = [
    [false, null, false, { running: false, kind: null, until: null, graceUntil: null, lapsed: false }, false],
    [false, after, false, { running: false, kind: null, until: null, graceUntil: null, lapsed: false }, false],
    [false, before, false, { running: false, kind: null, until: null, graceUntil: null, lapsed: false }, false],
    [true, null, false, { running: true, kind: 'paid', until: null, graceUntil: null, lapsed: false }, true],
    [true, after, false, { running: true, kind: 'paid', until: after, graceUntil: null, lapsed: false }, true],
    // The end is the instant it stops: at it, premium is over.
    [true, now, false, { running: false, kind: null, until: now, graceUntil: null, lapsed: true }, false],
    [true, before, false, { running: false, kind: null, until: before, graceUntil: null, lapsed: true }, false],
    // A ban stops the use, not the period: the paid days are kept.
    [true, after, true, { running: true, kind: 'paid', until: after, graceUntil: null, lapsed: false }, false],
    [true, null, true, { running: true, kind: 'paid', until: null, graceUntil: null, lapsed: false }, false],
    [true, before, true, { running: false, kind: null, until: before, graceUntil: null, lapsed: true }, false],
    [false, after, true, { running: false, kind: null, until: null, graceUntil: null, lapsed: false }, false],
  ];
  it.each(grid)('flag %s, end %s, banned %s', (isPremium, subscriptionEndDate, isBanned, period, usable) => {
    expect(premiumPeriodOf({ isPremium, subscriptionEndDate }, now)).toEqual(period);
    expect(hasActivePremium({ isPremium, subscriptionEndDate, isBanned }, now)).toBe(usable);
  });

  it('names the running period’s kind, and keeps premium through the grace after its end as `grace`', () => {
    const graceEnd = new Date(now.getTime() + 2 * 86_400_000);
    expect(premiumPeriodOf({ isPremium: true, subscriptionEndDate: after, premiumKind: 'trial' }, now)).toMatchObject({ running: true, kind: 'trial' });
    expect(premiumPeriodOf({ isPremium: true, subscriptionEndDate: after, premiumKind: 'comped' }, now)).toMatchObject({ running: true, kind: 'comped' });
    expect(premiumPeriodOf({ isPremium: true, subscriptionEndDate: before, premiumKind: 'paid', graceEndDate: graceEnd }, now)).toEqual({
      running: true,
      kind: 'grace',
      until: before,
      graceUntil: graceEnd,
      lapsed: false,
    });
    expect(premiumPeriodOf({ isPremium: true, subscriptionEndDate: before, graceEndDate: now }, now)).toMatchObject({ running: false, lapsed: true });
    expect(hasActivePremium({ isPremium: true, subscriptionEndDate: before, graceEndDate: graceEnd, isBanned: false }, now)).toBe(true);
  });

  it('is not usable by nobody', () => {
    expect(hasActivePremium(null, now)).toBe(false);
  });
});
