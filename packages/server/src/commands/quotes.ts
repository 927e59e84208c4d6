import { QUOTE_LIFETIME_HOURS, textRef } from '@signals/protocol';
import type { Knex } from 'knex';
import { isUniqueViolation } from '../db/errors.js';
import { Payment, PaymentQuote, Plan, PromoCode, PromoRedemption, type User } from '../db/models/index.js';
import { QUOTE_MESSAGES, toCents, tokenAmount, type Purchase } from '../queries/purchases.js';
import { inSavepoint, type UnitOfWork } from '../db/transaction.js';
import { badRequest, conflict, notFound } from '../errors.js';
import { discountOf, promoKey, promoRefusal } from '../policies/promo.js';


/**
 * Fixes what the member's next payment buys: the plan at its price, less the
 * promo code's discount when the code applies to them (else 400 with the
 * reason's code), for QUOTE_LIFETIME_HOURS. A new quote replaces any open one:
 * the chain watcher credits transfers against the member's latest.
 *
 * @returns the quote, and the code as the admin wrote it.
 */
export async function createQuote(unit: UnitOfWork, member: Pick<User, 'id'>, input: { planId: number; promoCode: string | null; now?: Date }): Promise<{ quote: PaymentQuote; promoCode: string | null }> {
  const { trx } = unit;
  const now = input.now ?? new Date();
  const plan = await Plan.query(trx).findById(input.planId);
  if (!plan?.isActive) {
    throw notFound(QUOTE_MESSAGES.planNotFound);
  }
  const promo = input.promoCode === null ? null : await PromoCode.query(trx).where('codeKey', promoKey(input.promoCode)).first();
  if (input.promoCode !== null) {
    const refusal = promoRefusal(promo ?? undefined, {
      planId: plan.id,
      priceUsd: plan.priceUsd,
      hasPaid: await hasPaid(trx, member.id),
      usedBefore: promo ? (await PromoRedemption.query(trx).where({ promoCodeId: promo.id, userId: member.id }).resultSize()) > 0 : false,
      now,
    });
    if (refusal !== null) {
      const message = textRef(`errors.${refusal}`, { code: promo?.code ?? input.promoCode });
      throw badRequest(message, [{ path: 'promoCode', message, code: refusal }]);
    }
  }
  const discountUsd = promo ? discountOf(promo, plan.priceUsd) : 0;
  const amountUsd = toCents(plan.priceUsd - discountUsd);
  await PaymentQuote.query(trx).patch({ status: 'replaced' }).where({ userId: member.id, status: 'open' });
  const quote = await PaymentQuote.query(trx).insertAndFetch({
    userId: member.id,
    planId: plan.id,
    promoCodeId: promo?.id ?? null,
    months: plan.months,
    priceUsd: plan.priceUsd,
    discountUsd,
    amountUsd,
    amountToken: tokenAmount(amountUsd),
    token: 'USDT',
    network: 'BEP20',
    status: 'open',
    paymentId: null,
    expiresAt: new Date(now.getTime() + QUOTE_LIFETIME_HOURS * 3_600_000),
    createdAt: now,
  });
  return { quote, promoCode: promo?.code ?? null };
}

/**
 * Counts one redemption of a promo code by a member, at settlement: refused when the member has redeemed a
 * once-per-member code before (a second quote raced past the quote's check), else taken by a conditional update that
 * succeeds only while the code is under its limit, so 50 payments settling at once against a limit of 10 take 10.
 *
 * @returns whether the redemption was taken.
 */
export async function takeRedemption(unit: UnitOfWork, _actor: null, input: { promoCodeId: number; userId: number }): Promise<boolean> {
  const { promoCodeId, userId } = input;
  if (await usedOnceAlready(unit.trx, promoCodeId, userId)) {
    return false;
  }
  const taken = await PromoCode.query(unit.trx)
    .patch({ redemptions: PromoCode.raw('?? + 1', ['redemptions']) })
    .where('id', promoCodeId)
    .where((limit) => void limit.whereNull('maxRedemptions').orWhere('redemptions', '<', PromoCode.raw('??', ['maxRedemptions'])));
  return taken === 1;
}

/** Whether the code is once per member and this member has redeemed it. */
async function usedOnceAlready(trx: Knex, promoCodeId: number, userId: number): Promise<boolean> {
  return (await PromoRedemption.query(trx).where({ promoCodeId, onceKey: userId }).resultSize()) > 0;
}

/**
 * How a settling payment's promo code is counted: `take` it now (a claim an admin approves: a code used up meanwhile
 * refuses the settlement), already `taken` by the caller (the chain credit, which must know the price first), or
 * `charged`: the card was charged the discounted price, so the code counts whatever its limits (money taken is never
 * refused).
 */
export type RedemptionMode = 'take' | 'taken' | 'charged';

/**
 * Settles a payment's purchase: the redemption of its promo code is counted and recorded (`RedemptionMode`; a code
 * used up meanwhile answers 409, saying what is missing), and its quote is marked settled.
 */
export async function settlePurchase(
  unit: UnitOfWork,
  _actor: null,
  input: { payment: Pick<Payment, 'id' | 'userId'>; purchase: Purchase; redemption: RedemptionMode },
): Promise<void> {
  const { payment, purchase, redemption } = input;
  const { trx } = unit;
  const promoCodeId = purchase.promoCodeId;
  if (promoCodeId !== null) {
    const refused = () => conflict(QUOTE_MESSAGES.promoRanOut(purchase.promoCode ?? '', purchase.discountUsd));
    if (redemption === 'take' && !(await takeRedemption(unit, null, { promoCodeId, userId: payment.userId }))) {
      throw refused();
    }
    if (redemption === 'charged') {
      await PromoCode.query(trx).increment('redemptions', 1).where('id', promoCodeId);
    }
    const code = await PromoCode.query(trx).findById(promoCodeId);
    // A charged second use of a once-per-member code is recorded without the key that would refuse it.
    const onceKey = code?.oncePerMember && !(redemption === 'charged' && (await usedOnceAlready(trx, promoCodeId, payment.userId))) ? payment.userId : null;
    try {
      // In a savepoint: on PostgreSQL a refused insert would otherwise spoil the whole transaction.
      await inSavepoint(unit, async (inner) => PromoRedemption.query(inner.trx).insert({ promoCodeId, userId: payment.userId, paymentId: payment.id, onceKey }));
    } catch (error) {
      // A second payment with a once-per-member code, settling at the same instant as the first: it owes the discount.
      if (isUniqueViolation(error)) {
        throw refused();
      }
      throw error;
    }
  }
  if (purchase.quoteId !== null) {
    await PaymentQuote.query(trx).patch({ status: 'settled', paymentId: payment.id }).where('id', purchase.quoteId);
  }
}

async function hasPaid(trx: Knex, userId: number): Promise<boolean> {
  return (await Payment.query(trx).where({ userId, status: 'completed' }).resultSize()) > 0;
}

