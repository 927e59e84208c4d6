import type { PaymentChannel, SubscriptionStatus } from '@signals/protocol';
import type { Db } from '../../../src/db/knex.js';
import { Subscription } from '../../../src/db/models/index.js';

const DAY_MS = 86_400_000;

export interface SubscriptionOverrides {
  startDate?: Date;
  endDate?: Date;
  amount?: number;
  status?: SubscriptionStatus;
  paymentMethod?: PaymentChannel;
  paymentIntent?: string | null;
}

/** Inserts a subscription row: active, a month from now by default. */
export async function buildSubscription(db: Db, userId: number, overrides: SubscriptionOverrides = {}): Promise<Subscription> {
  const now = Date.now();
  return Subscription.query(db).insertAndFetch({
    userId,
    startDate: overrides.startDate ?? new Date(now),
    endDate: overrides.endDate ?? new Date(now + 30 * DAY_MS),
    amount: overrides.amount ?? 60,
    status: overrides.status ?? 'active',
    paymentMethod: overrides.paymentMethod ?? 'usdt',
    paymentIntent: overrides.paymentIntent ?? null,
  });
}
