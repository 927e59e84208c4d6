import { describe, expect, it } from 'vitest';
import { premiumPeriod } from './premiumPeriod';

const end = '2026-12-31T00:00:00.000Z';
const graceEnd = '2027-01-07T00:00:00.000Z';

describe('premiumPeriod', () => {
  it('is nothing without premium, whatever the fields left behind', () => {
    expect(premiumPeriod({ isPremium: false, premiumKind: null, subscriptionEndDate: end, graceEndsAt: null })).toBeNull();
  });

  it('ends a paid, trial or comped period at its end', () => {
    for (const kind of ['paid', 'trial', 'comped'] as const) {
      expect(premiumPeriod({ isPremium: true, premiumKind: kind, subscriptionEndDate: end, graceEndsAt: null })).toEqual({ kind, endsAt: end });
    }
  });

  it('keeps premium until the grace ends, not the lapsed period', () => {
    expect(premiumPeriod({ isPremium: true, premiumKind: 'grace', subscriptionEndDate: end, graceEndsAt: graceEnd })).toEqual({ kind: 'grace', endsAt: graceEnd });
  });

  it('reads premium without a kind as paid', () => {
    expect(premiumPeriod({ isPremium: true, premiumKind: null, subscriptionEndDate: end, graceEndsAt: null })).toEqual({ kind: 'paid', endsAt: end });
  });
});
