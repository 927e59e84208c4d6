import { MESSAGES } from '@signals/protocol';
import { CARD_MESSAGES } from '../commands/cardPayments.js';
import type { Config } from '../config.js';
import type { Db } from '../db/knex.js';
import type { User } from '../db/models/index.js';
import { badRequest, conflict, HttpError, serviceUnavailable } from '../errors.js';
import { purchaseFor } from '../queries/purchases.js';
import { isPremiumPrice } from '../policies/billing.js';
import type { Logger } from '../services/logger.js';
import { CardProviderError, stripeClientFor, type PaymentIntentView, type StripeClient } from '../services/stripe.js';

/** What the server remembers of a checkout it started (kept in the server-side session). */
export interface CardCheckout {
  paymentIntentId: string;
  /** The amount the PaymentIntent was created for, in cents. */
  amountCents: number;
  /** The quote it pays; null for the monthly plan at today's price. */
  quoteId?: number | null;
}

export interface CardServices {
  db: Db;
  config: Pick<Config, 'stripeSecretKey' | 'stripeApiBase'>;
  logger: Logger;
}

/**
 * Starts a card payment for the quote named (one month at the premium price
 * without one): a PaymentIntent for its amount in USD cents, tagged with the buyer's id. Nothing is written:
 * premium is granted only by `applyCardPayment` (commands/cardPayments.ts)
 * once `verifyCardCheckout` has heard from the provider that it succeeded.
 * Answers 503 when cards are not configured.
 *
 * @param services the app's database, configuration and logger.
 * @param buyer the member paying.
 * @param amount the amount the checkout screen shows; must be the quote's (or the premium price).
 * @param quoteId the quote paid, if any.
 * @returns the checkout to remember and the client secret for the card form.
 */
export async function startCardCheckout(services: CardServices, buyer: User, amount: number, quoteId: number | null = null): Promise<{ checkout: CardCheckout; clientSecret: string }> {
  const stripe = requireStripe(services);
  // A member whose premium runs may pay ahead: the period is added at the end of theirs.
  const purchase = await purchaseFor(services.db, buyer, quoteId, new Date());
  const price = purchase.amountUsd;
  if (!isPremiumPrice(amount, price)) {
    throw badRequest(CARD_MESSAGES.wrongAmount(price), [{ path: 'amount', message: CARD_MESSAGES.wrongAmount(price) }]);
  }
  const amountCents = Math.round(price * 100);
  const intent = await askProvider(services, () =>
    stripe.createPaymentIntent({ amountCents, currency: 'usd', description: `Premium subscription, ${purchase.months} month${purchase.months === 1 ? '' : 's'}`, metadata: { userId: String(buyer.id) } }),
  );
  if (!intent.clientSecret) {
    throw new HttpError(502, CARD_MESSAGES.unavailable);
  }
  return { checkout: { paymentIntentId: intent.id, amountCents, quoteId }, clientSecret: intent.clientSecret };
}

/**
 * Checks the checkout started in this session with the provider, before any
 * transaction (the provider may be slow): the PaymentIntent must have
 * succeeded, for the amount and currency it was created with, for this
 * buyer. Answers 503 when cards are not configured.
 *
 * @param services the app's configuration and logger.
 * @param buyer the member paying.
 * @param checkout what the session remembers of the checkout, if anything.
 * @returns the succeeded PaymentIntent, for `applyCardPayment`.
 */
export async function verifyCardCheckout(services: Omit<CardServices, 'db'>, buyer: Pick<User, 'id'>, checkout: CardCheckout | undefined): Promise<PaymentIntentView> {
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
  return intent;
}

function requireStripe(services: Pick<CardServices, 'config'>): StripeClient {
  const stripe = stripeClientFor(services.config);
  if (!stripe) {
    throw serviceUnavailable(MESSAGES.cardNotConfigured);
  }
  return stripe;
}

/** A provider failure is logged for us and answered 502 with words for the member. */
async function askProvider(services: Pick<CardServices, 'logger'>, call: () => Promise<PaymentIntentView>): Promise<PaymentIntentView> {
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
