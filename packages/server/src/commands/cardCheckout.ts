import { MESSAGES, paymentCurrencyOf, transactionKey } from '@signals/protocol';
import type { Config } from '../config.js';
import { isUniqueViolation } from '../db/errors.js';
import type { Db } from '../db/knex.js';
import { Payment, type User } from '../db/models/index.js';
import { inTransaction, type UnitOfWork } from '../db/transaction.js';
import { badRequest, conflict, HttpError, serviceUnavailable } from '../errors.js';
import { isPremiumPrice, mayBuyPremium, premiumPrice } from '../policies/billing.js';
import type { EventBus } from '../services/eventBus.js';
import type { Logger } from '../services/logger.js';
import { readSettings } from '../services/settings.js';
import { CardProviderError, stripeClientFor, type PaymentIntentView, type StripeClient } from '../services/stripe.js';
import { grantPremiumMonth, type PremiumGrantResult } from './premiumGranter.js';

export const CARD_MESSAGES = {
  unavailable: 'The card payment service could not be reached. Please try again in a moment.',
  noCheckout: 'There is no card payment to confirm. Please start the checkout again.',
  notPaid: 'The card payment has not gone through. Please complete it and try again.',
  mismatch: 'This card payment does not match your premium checkout.',
  alreadyApplied: 'This card payment has already been applied',
  wrongAmount: (price: number) => `The premium price is ${price} USD`,
} as const;

/** What the server remembers of a checkout it started (kept in the server-side session). */
export interface CardCheckout {
  paymentIntentId: string;
  /** The amount the PaymentIntent was created for, in cents. */
  amountCents: number;
}

export interface CardServices {
  db: Db;
  events: EventBus;
  config: Pick<Config, 'stripeSecretKey' | 'stripeApiBase'>;
  logger: Logger;
}

/**
 * Starts a card payment for one month of premium: a PaymentIntent for the
 * premium price in USD cents, tagged with the buyer's id. Nothing is written:
 * premium is granted only by `confirmCardCheckout` once the provider says the
 * payment succeeded. Answers 503 when cards are not configured.
 *
 * @param services the app's database, configuration and logger.
 * @param buyer the member paying.
 * @param amount the amount the checkout screen shows; must be the premium price.
 * @returns the checkout to remember and the client secret for the card form.
 */
export async function startCardCheckout(services: CardServices, buyer: User, amount: number): Promise<{ checkout: CardCheckout; clientSecret: string }> {
  const stripe = requireStripe(services);
  if (!mayBuyPremium(buyer)) {
    throw conflict(MESSAGES.alreadySubscribed);
  }
  const price = premiumPrice(await readSettings(services.db));
  if (!isPremiumPrice(amount, price)) {
    throw badRequest(CARD_MESSAGES.wrongAmount(price), [{ path: 'amount', message: CARD_MESSAGES.wrongAmount(price) }]);
  }
  const amountCents = Math.round(price * 100);
  const intent = await askProvider(services, () =>
    stripe.createPaymentIntent({ amountCents, currency: 'usd', description: 'Premium subscription, 1 month', metadata: { userId: String(buyer.id) } }),
  );
  if (!intent.clientSecret) {
    throw new HttpError(502, CARD_MESSAGES.unavailable);
  }
  return { checkout: { paymentIntentId: intent.id, amountCents }, clientSecret: intent.clientSecret };
}

/**
 * Confirms the checkout started in this session: fetches the PaymentIntent
 * from the provider and grants a month of premium only when it succeeded, for
 * the amount and currency it was created with, for this buyer. Answers 503
 * when cards are not configured, changing nothing.
 *
 * @param services the app's database, event bus, configuration and logger.
 * @param buyer the member paying.
 * @param checkout what the session remembers of the checkout, if anything.
 * @returns the premium user and their subscription.
 */
export async function confirmCardCheckout(services: CardServices, buyer: User, checkout: CardCheckout | undefined): Promise<PremiumGrantResult> {
  const stripe = requireStripe(services);
  if (!checkout) {
    throw conflict(CARD_MESSAGES.noCheckout);
  }
  const intent = await askProvider(services, () => stripe.retrievePaymentIntent(checkout.paymentIntentId));
  if (intent.status !== 'succeeded') {
    throw conflict(CARD_MESSAGES.notPaid);
  }
  const matches =
    intent.id === checkout.paymentIntentId &&
    intent.amount === checkout.amountCents &&
    intent.currency.toLowerCase() === 'usd' &&
    intent.metadata.userId === String(buyer.id);
  if (!matches) {
    throw conflict(CARD_MESSAGES.mismatch);
  }
  return inTransaction(services.db, services.events, (unit) => applyCardPayment(unit, buyer, intent));
}

/**
 * Records a verified card payment as completed and grants the month. The
 * PaymentIntent id is the payment's unique transaction id, so the same card
 * payment can never be applied twice, even by two requests at once.
 *
 * @param unit the transaction and event recorder.
 * @param buyer the member who paid.
 * @param intent the succeeded PaymentIntent.
 * @returns the premium user and their subscription.
 */
export async function applyCardPayment(unit: UnitOfWork, buyer: User, intent: PaymentIntentView): Promise<PremiumGrantResult> {
  const { trx, record } = unit;
  if (await Payment.query(trx).where('transactionKey', transactionKey(intent.id)).first()) {
    throw conflict(CARD_MESSAGES.alreadyApplied);
  }
  const amount = intent.amount / 100;
  let payment: Payment;
  try {
    payment = await Payment.query(trx).insertAndFetch({
      userId: buyer.id,
      amount,
      currency: paymentCurrencyOf('card'),
      paymentMethod: 'card',
      transactionId: intent.id,
      status: 'completed',
      reviewedAt: new Date(),
    });
  } catch (error) {
    throw isUniqueViolation(error, 'transaction_key') ? conflict(CARD_MESSAGES.alreadyApplied) : error;
  }
  const result = await grantPremiumMonth(unit, buyer, { amount, paymentMethod: 'card', paymentIntent: intent.id, paymentId: payment.id });
  const settled = await Payment.query(trx).findById(payment.id);
  record({ type: 'payment.created', payment: Object.assign(settled ?? payment, { username: buyer.username }) });
  return result;
}

function requireStripe(services: CardServices): StripeClient {
  const stripe = stripeClientFor(services.config);
  if (!stripe) {
    throw serviceUnavailable(MESSAGES.cardNotConfigured);
  }
  return stripe;
}

/** A provider failure is logged for us and answered 502 with words for the member. */
async function askProvider(services: CardServices, call: () => Promise<PaymentIntentView>): Promise<PaymentIntentView> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof CardProviderError) {
      services.logger.error({ err: error }, 'Card provider call failed');
      throw new HttpError(502, CARD_MESSAGES.unavailable);
    }
    throw error;
  }
}
