import { cancelSubscription as cancel } from '../../commands/subscriptions.js';
import { presentSubscription } from '../../presenters/subscription.js';
import { presentUser } from '../../presenters/user.js';
import { currentSubscriptionOf } from '../../queries/billing.js';
import type { Handler } from '../types.js';

const getSubscription: Handler<'getSubscription'> = async ({ viewer, services }) => {
  const subscription = await currentSubscriptionOf(services.db, viewer);
  return { subscription: subscription ? presentSubscription(subscription) : null };
};

const cancelSubscription: Handler<'cancelSubscription'> = async ({ input, viewer, write }) => {
  const result = await write((unit) => cancel(unit, viewer, input.body));
  return { user: presentUser(result.user), subscription: result.subscription ? presentSubscription(result.subscription) : null };
};

export const subscriptionHandlers = { getSubscription, cancelSubscription };
