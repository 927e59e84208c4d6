import type { Knex } from 'knex';
import { shift, userId, type SeedContext } from './context.js';

/** Broadcasts to everyone and a few personal notifications; some already read. */
export async function seed(knex: Knex, { now }: SeedContext): Promise<void> {
  const admin = await userId(knex, 'admin');
  const premium = await userId(knex, 'premium');
  const trader = await userId(knex, 'trader');
  const moonwalker = await userId(knex, 'moonwalker');

  const notes = [
    { userId: null, title: 'Welcome to the beta', message: 'Thanks for trying the service. The BETA label at the top says what is still being improved, and how payments are confirmed here; tell us what you think through a support ticket.', type: 'info', hoursAgo: 96, readBy: [premium] },
    { userId: null, title: 'New Premium futures signals', message: 'Futures signals with leverage guidance are now part of Premium. Check the Signals tab for the latest trades.', type: 'signal', hoursAgo: 20, readBy: [] },
    { userId: premium, title: 'Premium Activated', message: 'Your payment was approved. Premium is active for 30 days: every signal is unlocked.', type: 'success', hoursAgo: 0.2, readBy: [] },
    { userId: trader, title: 'Payment received', message: 'We received your USDT payment. An admin will verify it shortly; you will be notified as soon as it is approved.', type: 'billing', hoursAgo: 0.6, readBy: [] },
    { userId: moonwalker, title: 'Payment rejected', message: 'Your payment of 45 USDT was rejected: premium is 60 USDT. Please send the remaining amount and contact support.', type: 'error', hoursAgo: 72, readBy: [moonwalker] },
  ];

  for (const { hoursAgo, readBy, ...note } of notes) {
    const createdAt = shift(now, -hoursAgo * 60, 'minutes');
    const [row] = await knex('notifications').insert({ ...note, isImportant: false, createdBy: admin, createdAt }).returning<Array<{ id: number }>>('id');
    for (const reader of readBy) {
      await knex('notificationReads').insert({ notificationId: row!.id, userId: reader, readAt: shift(createdAt, 30, 'minutes') });
    }
  }
}
