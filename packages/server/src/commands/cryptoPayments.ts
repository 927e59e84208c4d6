import { MESSAGES, PAYMENT_METHOD_DETAILS, paymentCurrencyOf, sameWalletAddress, textRef, transactionKey, type PaymentMethod } from '@signals/protocol';
import { isUniqueViolation } from '../db/errors.js';
import { ChainTransfer, Notification, Payment, type User } from '../db/models/index.js';
import type { UnitOfWork } from '../db/transaction.js';
import { formatFigure, serverText } from '../i18n/serverText.js';
import { badRequest, conflict, forbidden } from '../errors.js';
import { cryptoMethodState, isPremiumPrice, receivingAddress } from '../policies/billing.js';
import { purchaseColumns, purchaseFor } from '../queries/purchases.js';
import { readSettings } from '../services/settings.js';

export const PAYMENT_MESSAGES = {
  duplicateTransaction: textRef('errors.duplicateTransaction'),
  cryptoDisabled: textRef('errors.cryptoPaymentsOff'),
  usdtOnChain: textRef('errors.usdtPaidOnChain'),
  noAddress: (method: PaymentMethod) => MESSAGES.paymentMethodNoAddress(PAYMENT_METHOD_DETAILS[method].label),
  invalidAddress: (method: PaymentMethod) => MESSAGES.paymentMethodInvalidAddress(PAYMENT_METHOD_DETAILS[method].label),
  wrongAmount: (method: PaymentMethod, price: number) => textRef('errors.wrongCryptoAmount', { method, label: PAYMENT_METHOD_DETAILS[method].label, price }),
} as const;

export interface CryptoPayment {
  /** The network's transaction hash, spelled the network's way by the request schema. */
  transactionId: string;
  /** USDT for USDT payments; the USD equivalent for Bitcoin and Ethereum. */
  amount: number;
  paymentMethod: PaymentMethod;
  /** The wallet the member sent from, checked for the network by the request schema (required on USDT there). */
  fromAddress: string | null;
  /** Whether on-chain USDT payments are on: USDT is then paid to the member's deposit address, never claimed. */
  usdtOnChain: boolean;
  /** The quote it pays; null for the monthly plan at today's price. */
  quoteId: number | null;
}

/**
 * Records a crypto payment claim for an admin to verify. Refuses when crypto
 * payments are off, when USDT is paid on chain (the watcher credits it; a
 * claim cannot reserve a transfer's hash), or the method has no receiving address, when the amount
 * is not what its quote (or, without one, the monthly plan) asks, when the
 * sending address is the service's own receiving address, when the payer
 * already has a claim waiting for review, and when the transaction was
 * claimed before in any spelling or on any network, or is a transfer the
 * chain watcher has seen reach a deposit address. The last two are checked
 * first and caught again from the database's unique indexes when requests
 * race. Writes the pending payment and a "Payment received" notification to
 * the payer, recording `payment.created` and `notification.created`.
 *
 * Card checkouts are not claims: nothing is stored until the provider says
 * the card was charged, and then the payment is completed at once. So an
 * unfinished card checkout does not block a claim, and a claim waiting does
 * not block paying by card (whoever needs premium now may have it; an
 * approval later adds its month as paid).
 *
 * @param unit the transaction and event recorder.
 * @param payer the member paying.
 * @param payment what they sent.
 * @returns the pending payment, with the payer's username.
 */
export async function submitCryptoPayment(unit: UnitOfWork, payer: User, payment: CryptoPayment): Promise<Payment> {
  const { trx, record } = unit;
  const settings = await readSettings(trx);
  const state = cryptoMethodState(payment.paymentMethod, settings, payment.usdtOnChain);
  if (state === 'disabled') {
    throw forbidden(PAYMENT_MESSAGES.cryptoDisabled);
  }
  if (state === 'onChain') {
    throw conflict(PAYMENT_MESSAGES.usdtOnChain);
  }
  if (state === 'noAddress') {
    throw conflict(PAYMENT_MESSAGES.noAddress(payment.paymentMethod));
  }
  if (state === 'invalidAddress') {
    throw conflict(PAYMENT_MESSAGES.invalidAddress(payment.paymentMethod));
  }
  // A member whose premium runs may pay ahead: the approval adds the period at the end of theirs.
  const purchase = await purchaseFor(trx, payer, payment.quoteId, new Date());
  const price = purchase.amountUsd;
  if (!isPremiumPrice(payment.amount, price)) {
    throw badRequest(PAYMENT_MESSAGES.wrongAmount(payment.paymentMethod, price), [{ path: 'amount', message: PAYMENT_MESSAGES.wrongAmount(payment.paymentMethod, price) }]);
  }
  if (payment.fromAddress && sameWalletAddress(payment.paymentMethod, payment.fromAddress, receivingAddress(payment.paymentMethod, settings))) {
    throw badRequest(MESSAGES.sendingAddressIsOurs, [{ path: 'fromAddress', message: MESSAGES.sendingAddressIsOurs }]);
  }
  if (await Payment.query(trx).where({ userId: payer.id, status: 'pending' }).first()) {
    throw conflict(MESSAGES.paymentAwaitingReview);
  }
  const key = transactionKey(payment.transactionId);
  // Nor a transfer the chain watcher has seen (to someone's deposit address, credited or on its way): it is that member's.
  if ((await Payment.query(trx).where('transactionKey', key).first()) || (await ChainTransfer.query(trx).where('txHash', `0x${key}`).first())) {
    throw conflict(PAYMENT_MESSAGES.duplicateTransaction);
  }
  // The plan price in dollars, never a coin count: Bitcoin and Ethereum claims are the dollar value the payer sent.
  const currency = paymentCurrencyOf(payment.paymentMethod);
  let created: Payment;
  try {
    created = await Payment.query(trx).insertAndFetch({
      userId: payer.id,
      amount: price,
      currency,
      paymentMethod: payment.paymentMethod,
      transactionId: payment.transactionId,
      fromAddress: payment.fromAddress,
      status: 'pending',
      ...purchaseColumns(purchase),
    });
  } catch (error) {
    throw raceLoss(error) ?? error;
  }
  created.username = payer.username;
  // The payer's own row, in the language they chose.
  const notification = await Notification.query(trx).insertAndFetch({
    userId: payer.id,
    title: serverText(payer.language, 'alerts.account.paymentReceivedTitle'),
    message: serverText(payer.language, 'alerts.account.paymentReceivedMessage', { amount: formatFigure(payer.language, price), currency }),
    type: 'billing',
    isImportant: false,
    createdBy: null,
  });
  record({ type: 'payment.created', payment: created });
  record({ type: 'notification.created', notification });
  return created;
}

/** The answer for a claim that passed the checks but lost a race at the unique indexes (see migration 0003), if that is what happened. */
function raceLoss(error: unknown): Error | null {
  if (isUniqueViolation(error, 'review_slot')) {
    return conflict(MESSAGES.paymentAwaitingReview);
  }
  if (isUniqueViolation(error, 'transaction_key')) {
    return conflict(PAYMENT_MESSAGES.duplicateTransaction);
  }
  return null;
}
