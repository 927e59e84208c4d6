import type { Context } from 'koa';
import { applyCardPayment } from '../../commands/cardPayments.js';
import { startCardCheckout, verifyCardCheckout, type CardCheckout } from '../../guards/cardCheckout.js';
import { presentSubscription } from '../../presenters/subscription.js';
import { presentUser } from '../../presenters/user.js';
import type { Handler } from '../types.js';

/** The session remembers the checkout it started, so confirming needs no body the client could forge. */
interface CheckoutSession {
  cardCheckout?: CardCheckout;
}

function checkoutSession(ctx: Context): CheckoutSession {
  return (ctx.session ?? {}) as CheckoutSession;
}

const createPaymentIntent: Handler<'createPaymentIntent'> = async ({ input, viewer, ctx, services }) => {
  const { checkout, clientSecret } = await startCardCheckout(services, viewer, input.body.amount, input.body.quoteId);
  checkoutSession(ctx).cardCheckout = checkout;
  return { clientSecret };
};

const subscribeWithCard: Handler<'subscribeWithCard'> = async ({ viewer, ctx, services, write }) => {
  const session = checkoutSession(ctx);
  const intent = await verifyCardCheckout(services, viewer, session.cardCheckout);
  const result = await write((unit) => applyCardPayment(unit, viewer, { intent, quoteId: session.cardCheckout?.quoteId ?? null }));
  delete session.cardCheckout;
  return { user: presentUser(result.user), subscription: presentSubscription(result.subscription) };
};

export const cardHandlers = { createPaymentIntent, subscribeWithCard };
