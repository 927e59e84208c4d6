import type { Knex } from 'knex';
import { PREMIUM_PRICE_USDT } from '@signals/protocol';
import { shift, userId, type SeedContext } from './context.js';

/** A deterministic demo transaction hash: 0x plus 64 hex digits (or bare hex for Bitcoin). */
function demoTxid(seed: number, bitcoin = false): string {
  const hex = Array.from({ length: 64 }, (_, i) => ((seed * 7919 + i * 104729) % 16).toString(16)).join('');
  return bitcoin ? hex : `0x${hex}`;
}

/**
 * Payments and subscriptions: the premium account's current month, members
 * who paid in earlier months (their premium has since expired), one rejected
 * payment and one pending payment from the trader, waiting for an admin.
 */
export async function seed(knex: Knex, { now }: SeedContext): Promise<void> {
  const paid: Array<{ username: string; daysAgo: number; method: 'usdt' | 'bitcoin' | 'ethereum'; current?: boolean }> = [
    { username: 'luna_trades', daysAgo: 150, method: 'usdt' },
    { username: 'luna_trades', daysAgo: 120, method: 'usdt' },
    { username: 'pip_hunter', daysAgo: 110, method: 'bitcoin' },
    { username: 'satoshi_fan', daysAgo: 88, method: 'usdt' },
    { username: 'arb_queen', daysAgo: 60, method: 'ethereum' },
    { username: 'arb_queen', daysAgo: 31, method: 'usdt' },
    { username: 'premium', daysAgo: 0, method: 'usdt', current: true },
  ];
  let seedNo = 1;
  for (const payment of paid) {
    const uid = await userId(knex, payment.username);
    const start = shift(now, -payment.daysAgo, 'days');
    const end = payment.current ? shift(now, 30, 'days') : shift(start, 30, 'days');
    const [subscription] = (await knex('subscriptions')
      .insert({
        userId: uid,
        startDate: start,
        endDate: end,
        amount: PREMIUM_PRICE_USDT,
        status: payment.current ? 'active' : 'expired',
        paymentMethod: payment.method,
        paymentIntent: null,
        createdAt: start,
        updatedAt: start,
      })
      .returning('id')) as Array<{ id: number }>;
    await knex('payments').insert({
      userId: uid,
      amount: PREMIUM_PRICE_USDT,
      currency: payment.method === 'usdt' ? 'USDT' : payment.method === 'bitcoin' ? 'BTC' : 'ETH',
      paymentMethod: payment.method,
      transactionId: demoTxid(seedNo++, payment.method === 'bitcoin'),
      status: 'completed',
      reviewedBy: await userId(knex, 'admin'),
      reviewedAt: start,
      subscriptionId: subscription!.id,
      createdAt: shift(start, -20, 'minutes'),
      updatedAt: start,
    });
  }

  const rejectedAt = shift(now, -3, 'days');
  await knex('payments').insert({
    userId: await userId(knex, 'moonwalker'),
    amount: 45,
    currency: 'USDT',
    paymentMethod: 'usdt',
    transactionId: demoTxid(seedNo++),
    status: 'failed',
    rejectReason: 'The transaction sent 45 USDT; premium is 60 USDT. Please send the remaining amount and contact support.',
    reviewedBy: await userId(knex, 'admin'),
    reviewedAt: rejectedAt,
    createdAt: shift(rejectedAt, -2, 'hours'),
    updatedAt: rejectedAt,
  });

  const pendingAt = shift(now, -40, 'minutes');
  await knex('payments').insert({
    userId: await userId(knex, 'trader'),
    amount: PREMIUM_PRICE_USDT,
    currency: 'USDT',
    paymentMethod: 'usdt',
    transactionId: demoTxid(seedNo),
    status: 'pending',
    createdAt: pendingAt,
    updatedAt: pendingAt,
  });
}
