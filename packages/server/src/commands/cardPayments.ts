import { paymentCurrencyOf, textRef, transactionKey } from '@signals/protocol';
import { isUniqueViolation } from '../db/errors.js';
import { Payment, type User } from '../db/models/index.js';
import type { UnitOfWork } from '../db/transaction.js';
import { conflict } from '../errors.js';
import type { PaymentIntentView } from '../services/stripe.js';
import type { PremiumGrantResult } from './premium.js';
import { monthlyPurchase, purchaseColumns, purchaseOfQuoteId } from '../queries/purchases.js';
import { settlePayment } from './settlePayment.js';

export const CARD_MESSAGES = {
  unavailable: textRef('errors.cardProviderUnavailable'),
  noCheckout: textRef('errors.noCardCheckout'),
  notPaid: textRef('errors.cardNotPaid'),
  mismatch: textRef('errors.cardCheckoutMismatch'),
  alreadyApplied: textRef('errors.cardPaymentApplied'),
  wrongAmount: (price: number) => textRef('errors.wrongPremiumPrice', { price }),
} as const;

/**
 * Records a verified card payment as completed and settles the month it pays
 * for (`settlePayment`: the period, the member's notice, the audit row). The
 * provider was asked before (guards/cardCheckout.ts `verifyCardCheckout`):
 * no transaction waits on it. The PaymentIntent id is the payment's unique
 * transaction id, so the same card payment can never be applied twice, even
 * by two requests at once. Records `payment.created`, `user.updated` and
 * `notification.created`.
 *
 * @param unit the transaction and event recorder.
 * @param buyer the member who paid.
 * @param input the succeeded PaymentIntent, and the clock (now by default).
 * @returns the premium user and their subscription.
 */
export async function applyCardPayment(
  unit: UnitOfWork,
  buyer: Pick<User, 'id' | 'username'>,
  input: { intent: PaymentIntentView; quoteId: number | null; now?: Date },
): Promise<PremiumGrantResult> {
  const { intent, quoteId, now = new Date() } = input;
  const { trx } = unit;
  if (await Payment.query(trx).where('transactionKey', transactionKey(intent.id)).first()) {
    throw conflict(CARD_MESSAGES.alreadyApplied);
  }
  const amount = intent.amount / 100;
  // The card was charged what the quote said: its promo code counts, even past a limit reached meanwhile.
  const purchase = quoteId === null ? { ...(await monthlyPurchase(trx)), amountUsd: amount, priceUsd: amount } : await purchaseOfQuoteId(trx, quoteId);
  let payment: Payment;
  try {
    payment = await Payment.query(trx).insertAndFetch({
      userId: buyer.id,
      amount,
      currency: paymentCurrencyOf('card'),
      paymentMethod: 'card',
      transactionId: intent.id,
      status: 'completed',
      reviewedAt: now,
      ...purchaseColumns(purchase),
    });
  } catch (error) {
    throw isUniqueViolation(error, 'transaction_key') ? conflict(CARD_MESSAGES.alreadyApplied) : error;
  }
  const { user, subscription } = await settlePayment(unit, null, { payment, action: 'payment.card', before: null, paymentIntent: intent.id, purchase, redemption: 'charged', now });
  return { user, subscription };
}
