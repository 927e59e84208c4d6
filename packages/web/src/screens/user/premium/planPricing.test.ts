import { describe, expect, it } from 'vitest';
import { basePlan, paymentHref, planIdFrom, plansInOrder, pricePerMonth, savingPercent } from './planPricing';

const monthly = { id: 1, code: 'monthly', months: 1, priceUsd: 60 };
const quarterly = { id: 2, code: 'quarterly', months: 3, priceUsd: 160 };
const yearly = { id: 3, code: 'yearly', months: 12, priceUsd: 600 };

describe('a plan’s price per month and its saving', () => {
  it('divides the whole price by the months, to the cent', () => {
    expect(pricePerMonth(monthly)).toBe(60);
    expect(pricePerMonth(quarterly)).toBe(53.33);
    expect(pricePerMonth(yearly)).toBe(50);
  });

  it('saves against the monthly plan in whole percent: quarterly 11, yearly 17', () => {
    expect(savingPercent(quarterly, monthly)).toBe(11);
    expect(savingPercent(yearly, monthly)).toBe(17);
  });

  it('says no saving for the monthly plan itself, a dearer plan, or without a plan to compare with', () => {
    expect(savingPercent(monthly, monthly)).toBeNull();
    expect(savingPercent({ months: 3, priceUsd: 200 }, monthly)).toBeNull();
    expect(savingPercent(quarterly, null)).toBeNull();
  });

  it('measures against the monthly plan, else a one-month plan, else the dearest per month', () => {
    expect(basePlan([yearly, quarterly, monthly])).toBe(monthly);
    const oneMonth = { id: 9, code: 'starter', months: 1, priceUsd: 70 };
    expect(basePlan([yearly, oneMonth])).toBe(oneMonth);
    expect(basePlan([yearly, quarterly])).toBe(quarterly);
    expect(basePlan([])).toBeNull();
  });

  it('lists the shortest plans first', () => {
    expect(plansInOrder([yearly, monthly, quarterly]).map((plan) => plan.code)).toEqual(['monthly', 'quarterly', 'yearly']);
  });
});

describe('the payment screen’s address for a plan', () => {
  it('names the plan, and the promo code and method when given', () => {
    expect(paymentHref(3)).toBe('/payment?plan=3');
    expect(paymentHref(3, { promoCode: 'SPRING 10', method: 'usdt' })).toBe('/payment?plan=3&promo=SPRING+10&method=usdt');
    expect(paymentHref(3, { promoCode: 'SPRING', screen: '/checkout' })).toBe('/checkout?plan=3&promo=SPRING');
  });

  it('reads a plan id back, and nothing from nonsense', () => {
    expect(planIdFrom('3')).toBe(3);
    expect(planIdFrom(null)).toBeNull();
    expect(planIdFrom('0')).toBeNull();
    expect(planIdFrom('3x')).toBeNull();
    expect(planIdFrom('-1')).toBeNull();
  });
});
