import type { Knex } from 'knex';
import { PREMIUM_PRICE_USDT, paymentCurrencyOf, transactionKey } from '@signals/protocol';
import { shift, userId, type SeedContext } from './context.js';

/** A deterministic demo transaction hash: 0x plus 64 hex digits (or bare hex for Bitcoin). */
function demoTxid(seed: number, bitcoin = false): string {
  const hex = Array.from({ length: 64 }, (_, i) => ((seed * 7919 + i * 104729) % 16).toString(16)).join('');
  return bitcoin ? hex : `0x${hex}`;
}

/** A deterministic demo sending wallet: 0x plus 40 hex digits on BEP20 and Ethereum, a bech32 address on Bitcoin. */
function demoSender(seed: number, bitcoin = false): string {
  if (bitcoin) {
    const charset = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
    return `bc1q${Array.from({ length: 38 }, (_, i) => charset[(seed * 131 + i * 17) % 32]).join('')}`;
  }
  return `0x${Array.from({ length: 40 }, (_, i) => ((seed * 31 + i * 7) % 16).toString(16)).join('')}`;
}

/** The columns of a claim's transaction: the id in the network's spelling, its unique key, the sending wallet. */
function claimed(seed: number, method: 'usdt' | 'bitcoin' | 'ethereum') {
  const transactionId = demoTxid(seed, method === 'bitcoin');
  return { transactionId, transactionKey: transactionKey(transactionId), fromAddress: demoSender(seed, method === 'bitcoin') };
}

/**
 * Payments and subscriptions: the premium account's current month, members
 * who paid in earlier months (their premium has since expired), one rejected
 * payment and one pending payment from the trader, waiting for an admin
 * (one claim waits per member at most). Every claim names its sending wallet.
 */
export async function seed(knex: Knex, { now }: SeedContext): Promise<void> {
  // Every install has the monthly plan (migration 0022); the demo sells two longer ones beside it.
  const monthly = (await knex('plans').where({ code: 'monthly', isActive: true }).first()) as { id: number };
  await knex('plans').insert([
    { code: 'quarterly', name: 'Quarterly', months: 3, priceUsd: 160, trialDays: 7, isActive: true, createdAt: now, updatedAt: now },
    { code: 'yearly', name: 'Yearly', months: 12, priceUsd: 600, trialDays: 0, isActive: true, createdAt: now, updatedAt: now },
  ]);
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
    const [subscription] = await knex('subscriptions')
      .insert({
        userId: uid,
        kind: 'paid',
        planId: monthly.id,
        months: 1,
        startDate: start,
        mrrFrom: start,
        endDate: end,
        amount: PREMIUM_PRICE_USDT,
        status: payment.current ? 'active' : 'expired',
        paymentMethod: payment.method,
        paymentIntent: null,
        createdAt: start,
        updatedAt: start,
      })
      .returning<Array<{ id: number }>>('id');
    await knex('payments').insert({
      userId: uid,
      amount: PREMIUM_PRICE_USDT,
      // The plan price in dollars, whatever coin carried it: USDT for USDT, USD for the dollar value of a BTC or ETH transfer.
      currency: paymentCurrencyOf(payment.method),
      paymentMethod: payment.method,
      ...claimed(seedNo++, payment.method),
      status: 'completed',
      reviewedBy: await userId(knex, 'admin'),
      reviewedAt: start,
      subscriptionId: subscription!.id,
      planId: monthly.id,
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
    ...claimed(seedNo++, 'usdt'),
    status: 'failed',
    planId: monthly.id,
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
    ...claimed(seedNo, 'usdt'),
    status: 'pending',
    planId: monthly.id,
    createdAt: pendingAt,
    updatedAt: pendingAt,
  });
  // The premium account's period is a paid one.
  await knex('users').where('isPremium', true).update({ premiumKind: 'paid' });
}
