import type { Plan } from '@signals/protocol';

/** The code the demo and the server give the one-month plan: the price every saving is measured against. */
export const MONTHLY_PLAN_CODE = 'monthly';

/**
 * A plan's price per month, in US dollars, to the cent: quarterly 160 → 53.33, yearly 600 → 50.
 *
 * @param plan the plan's whole price and its length.
 */
export function pricePerMonth(plan: Pick<Plan, 'priceUsd' | 'months'>): number {
  return Math.round((plan.priceUsd / plan.months) * 100) / 100;
}

/**
 * The plan savings are measured against: the monthly plan on sale, else the one-month plan on sale, else the plan
 * dearest per month. Null for no plans.
 */
export function basePlan<P extends Pick<Plan, 'code' | 'months' | 'priceUsd'>>(plans: readonly P[]): P | null {
  const monthly = plans.find((plan) => plan.code === MONTHLY_PLAN_CODE) ?? plans.find((plan) => plan.months === 1);
  if (monthly) {
    return monthly;
  }
  return plans.reduce<P | null>((dearest, plan) => (dearest === null || plan.priceUsd / plan.months > dearest.priceUsd / dearest.months ? plan : dearest), null);
}

/**
 * What a plan saves per month against the base plan, in whole percent (quarterly 160 against 60 a month: 11; yearly
 * 600: 17). Null where it saves nothing (the base plan itself, or a plan no cheaper per month).
 */
export function savingPercent(plan: Pick<Plan, 'priceUsd' | 'months'>, base: Pick<Plan, 'priceUsd' | 'months'> | null): number | null {
  if (!base) {
    return null;
  }
  const baseMonthly = base.priceUsd / base.months;
  const saving = Math.round((1 - plan.priceUsd / plan.months / baseMonthly) * 100);
  return saving >= 1 ? saving : null;
}

/** The plans in the order a member compares them: shortest first, then cheapest. */
export function plansInOrder<P extends Pick<Plan, 'months' | 'priceUsd'>>(plans: readonly P[]): P[] {
  return [...plans].sort((a, b) => a.months - b.months || a.priceUsd - b.priceUsd);
}

/**
 * The payment screen's address for a plan: `/payment?plan=3`, with `&promo=CODE` when a code was applied, and the
 * method when one is named; with `screen: '/checkout'`, the card checkout's.
 */
export function paymentHref(planId: number, options: { promoCode?: string | null; method?: string; screen?: '/payment' | '/checkout' } = {}): string {
  const params = new URLSearchParams({ plan: String(planId) });
  if (options.promoCode) {
    params.set('promo', options.promoCode);
  }
  if (options.method) {
    params.set('method', options.method);
  }
  return `${options.screen ?? '/payment'}?${params.toString()}`;
}

/** The plan id a payment address names (`?plan=3`); null for none or nonsense. */
export function planIdFrom(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) {
    return null;
  }
  const id = Number(value);
  return id > 0 ? id : null;
}
