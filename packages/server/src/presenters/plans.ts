import type { Plan as PlanDto, PromoCode as PromoCodeDto, Quote as QuoteDto } from '@signals/protocol';
import type { PaymentQuote, Plan, PromoCode } from '../db/models/index.js';

export function presentPlan(plan: Plan): PlanDto {
  return { id: plan.id, code: plan.code, name: plan.name, months: plan.months, priceUsd: plan.priceUsd, trialDays: plan.trialDays, isActive: plan.isActive };
}

/** A quote for its member; `promoCode` is the code as the admin wrote it. */
export function presentQuote(quote: PaymentQuote, promoCode: string | null): QuoteDto {
  return {
    quoteId: quote.id,
    planId: quote.planId,
    months: quote.months,
    priceUsd: quote.priceUsd,
    discountUsd: quote.discountUsd,
    amountUsd: quote.amountUsd,
    amountToken: quote.amountToken,
    token: 'USDT',
    network: 'BEP20',
    promoCode,
    expiresAt: quote.expiresAt.toISOString(),
  };
}

export function presentPromoCode(code: PromoCode): PromoCodeDto {
  return {
    id: code.id,
    code: code.code,
    percentOff: code.percentOff,
    amountOffUsd: code.amountOffUsd,
    planIds: code.planIds,
    expiresAt: code.expiresAt?.toISOString() ?? null,
    maxRedemptions: code.maxRedemptions,
    redemptions: code.redemptions,
    newMembersOnly: code.newMembersOnly,
    oncePerMember: code.oncePerMember,
    isActive: code.isActive,
    createdAt: code.createdAt.toISOString(),
  };
}
