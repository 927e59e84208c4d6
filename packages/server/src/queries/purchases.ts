import { textRef } from '@signals/protocol';
import type { Knex } from 'knex';
import { PaymentQuote, Plan, PromoCode, type Payment, type User } from '../db/models/index.js';
import { conflict } from '../errors.js';

/** Where an admin's plan is not on sale, or a member's quote is not open any more. */
export const QUOTE_MESSAGES = {
  planNotFound: textRef('errors.planNotFound'),
  quoteNotFound: textRef('errors.quoteNotFound'),
  quoteExpired: textRef('errors.quoteExpired'),
  promoRanOut: (code: string, missing: number) => textRef('errors.promoRanOut', { code, missing }),
} as const;

/** What a payment buys: a plan's months at its price, less a promo code's discount, from a quote or at today's price. */
export interface Purchase {
  planId: number;
  months: number;
  priceUsd: number;
  discountUsd: number;
  /** What is to be paid: the price less the discount. */
  amountUsd: number;
  quoteId: number | null;
  promoCodeId: number | null;
  /** The code as the admin wrote it. */
  promoCode: string | null;
}

/**
 * What a payment buys: the member's quote named by a claim or a card checkout
 * (open and not expired, else 409), or without one the monthly plan at
 * today's price, as before plans.
 */
export async function purchaseFor(trx: Knex, member: Pick<User, 'id'>, quoteId: number | null, now: Date): Promise<Purchase> {
  if (quoteId === null) {
    return monthlyPurchase(trx);
  }
  const quote = await PaymentQuote.query(trx).findById(quoteId);
  if (!quote || quote.userId !== member.id || quote.status !== 'open') {
    throw conflict(QUOTE_MESSAGES.quoteNotFound);
  }
  if (quote.expiresAt.getTime() <= now.getTime()) {
    throw conflict(QUOTE_MESSAGES.quoteExpired);
  }
  return purchaseOfQuote(trx, quote);
}

/** What the member's latest open quote buys, for a transfer to their deposit address; the monthly plan without one. */
export async function openPurchaseOf(trx: Knex, userId: number, now: Date): Promise<Purchase> {
  const quote = await PaymentQuote.query(trx).where({ userId, status: 'open' }).where('expiresAt', '>', now).orderBy('id', 'desc').first();
  return quote ? purchaseOfQuote(trx, quote) : monthlyPurchase(trx);
}

/** What a quote buys, by its id (a transfer remembers the quote it was seen against); the monthly plan for none. */
export async function purchaseOfQuoteId(trx: Knex, quoteId: number | null): Promise<Purchase> {
  const quote = quoteId === null ? undefined : await PaymentQuote.query(trx).findById(quoteId);
  return quote ? purchaseOfQuote(trx, quote) : monthlyPurchase(trx);
}

async function purchaseOfQuote(trx: Knex, quote: PaymentQuote): Promise<Purchase> {
  const promo = quote.promoCodeId === null ? undefined : await PromoCode.query(trx).findById(quote.promoCodeId);
  return {
    planId: quote.planId,
    months: quote.months,
    priceUsd: quote.priceUsd,
    discountUsd: promo ? quote.discountUsd : 0,
    amountUsd: promo ? quote.amountUsd : quote.priceUsd,
    quoteId: quote.id,
    promoCodeId: promo?.id ?? null,
    promoCode: promo?.code ?? null,
  };
}

/**
 * What a recorded payment buys, for its settlement: its quote's purchase, or
 * for a payment that named none its plan (the monthly one) at the amount it
 * was recorded for.
 */
export async function purchaseOfPayment(trx: Knex, payment: Pick<Payment, 'quoteId' | 'planId' | 'amount' | 'discountUsd'>): Promise<Purchase> {
  if (payment.quoteId !== null) {
    return purchaseOfQuoteId(trx, payment.quoteId);
  }
  const plan = (payment.planId === null ? undefined : await Plan.query(trx).findById(payment.planId)) ?? (await monthlyPlan(trx));
  const discountUsd = payment.discountUsd ?? 0;
  return { planId: plan.id, months: plan.months, priceUsd: payment.amount + discountUsd, discountUsd, amountUsd: payment.amount, quoteId: null, promoCodeId: null, promoCode: null };
}

/** The monthly plan at today's price: what a payment buys when it names no quote. */
export async function monthlyPurchase(trx: Knex): Promise<Purchase> {
  const plan = await monthlyPlan(trx);
  return { planId: plan.id, months: plan.months, priceUsd: plan.priceUsd, discountUsd: 0, amountUsd: plan.priceUsd, quoteId: null, promoCodeId: null, promoCode: null };
}

/** The active monthly plan: every install has one (migration 0022), and its price is the premium price. */
export async function monthlyPlan(trx: Knex): Promise<Plan> {
  const plan = await Plan.query(trx).where({ code: 'monthly', isActive: true }).first();
  if (!plan) {
    throw new Error('The monthly plan is missing');
  }
  return plan;
}

/** The same purchase at the full price: what a payment owes when its promo code ran out before it settled. */
export function withoutDiscount(purchase: Purchase): Purchase {
  return { ...purchase, discountUsd: 0, amountUsd: purchase.priceUsd, promoCodeId: null, promoCode: null };
}

/** The purchase's columns on a payment. */
export function purchaseColumns(purchase: Purchase): Pick<Payment, 'planId' | 'quoteId' | 'promoCode' | 'discountUsd'> {
  return { planId: purchase.planId, quoteId: purchase.quoteId, promoCode: purchase.promoCode, discountUsd: purchase.discountUsd };
}

export function toCents(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Dollars as whole USDT, exact decimal text ("120", "59.5"): USDT counts 1:1 and a price has at most two decimals. */
export function tokenAmount(amountUsd: number): string {
  return String(toCents(amountUsd));
}
