import type { PromoCode } from '../db/models/index.js';

/** Why a promo code cannot be used for a plan by a member: the error's key (`errors.{reason}`), or null when it can. */
export type PromoRefusal = 'promoNotFound' | 'promoExpired' | 'promoUsedUp' | 'promoNotForPlan' | 'promoNewMembersOnly' | 'promoAlreadyUsed';

export interface PromoContext {
  planId: number;
  priceUsd: number;
  /** Whether the member has ever paid (a settled payment): "new member" means one who has not. */
  hasPaid: boolean;
  /** Whether the member has redeemed this code before. */
  usedBefore: boolean;
  now: Date;
}

/**
 * The one rule of whether a promo code applies, checked when a quote is made (and the limit again, atomically, when
 * the payment settles): active and known, not expired, not used up, for this plan (and leaving something to pay), for
 * a new member when it says so, once per member when it says so.
 */
export function promoRefusal(code: PromoCode | undefined, context: PromoContext): PromoRefusal | null {
  if (!code || !code.isActive) {
    return 'promoNotFound';
  }
  if (code.expiresAt && code.expiresAt.getTime() <= context.now.getTime()) {
    return 'promoExpired';
  }
  if (code.maxRedemptions !== null && code.redemptions >= code.maxRedemptions) {
    return 'promoUsedUp';
  }
  if ((code.planIds && !code.planIds.includes(context.planId)) || discountOf(code, context.priceUsd) >= context.priceUsd) {
    return 'promoNotForPlan';
  }
  if (code.newMembersOnly && context.hasPaid) {
    return 'promoNewMembersOnly';
  }
  if (code.oncePerMember && context.usedBefore) {
    return 'promoAlreadyUsed';
  }
  return null;
}

/** What a code takes off a price, in whole cents: a percentage rounded to the cent, or a fixed amount. */
export function discountOf(code: Pick<PromoCode, 'percentOff' | 'amountOffUsd'>, priceUsd: number): number {
  const cents = code.percentOff !== null ? Math.round(priceUsd * code.percentOff) : Math.round((code.amountOffUsd ?? 0) * 100);
  return cents / 100;
}

/** The key a code is found by: codes are case-insensitive. */
export function promoKey(code: string): string {
  return code.trim().toLowerCase();
}
