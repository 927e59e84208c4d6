import type { Subscription as SubscriptionDto } from '@signals/protocol';
import type { Subscription } from '../db/models/index.js';

export function presentSubscription(subscription: Subscription): SubscriptionDto {
  return {
    id: subscription.id,
    userId: subscription.userId,
    kind: subscription.kind,
    planId: subscription.planId,
    months: subscription.months,
    startDate: subscription.startDate.toISOString(),
    endDate: subscription.endDate.toISOString(),
    amount: subscription.amount,
    status: subscription.status,
    paymentMethod: subscription.paymentMethod,
    paymentIntent: subscription.paymentIntent,
    createdAt: subscription.createdAt.toISOString(),
  };
}
