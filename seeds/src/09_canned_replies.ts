import type { Knex } from 'knex';
import { shift, userId, type SeedContext } from './context.js';

/** Canned replies support starts with (issue 46): the answers the demo tickets ask for, in English and German. */
export async function seed(knex: Knex, { now }: SeedContext): Promise<void> {
  const admin = await userId(knex, 'admin');
  const replies = [
    {
      title: 'Payment received',
      language: 'en',
      body: 'Hello {{username}},\n\nThank you for your payment (transaction {{lastPaymentTx}}). Your {{plan}} plan is active until {{premiumEnds}}.\n\nBest regards,\nSupport',
    },
    {
      title: 'How to pay with USDT',
      language: 'en',
      body: 'Hello {{username}},\n\nPlease send USDT on BNB Smart Chain (BEP20) to your own deposit address: {{depositAddress}}\nIt is credited by itself after the confirmations; no need to submit anything.\n\nBest regards,\nSupport',
    },
    {
      title: 'We are looking into it',
      language: 'en',
      body: 'Hello {{username}},\n\nThank you for your message. We are looking into ticket #{{ticketId}} and will get back to you shortly.',
    },
    {
      title: 'Zahlung erhalten',
      language: 'de',
      body: 'Hallo {{username}},\n\nvielen Dank für Ihre Zahlung (Transaktion {{lastPaymentTx}}). Ihr Tarif {{plan}} ist bis {{premiumEnds}} aktiv.\n\nViele Grüße\nIhr Support',
    },
  ];
  const createdAt = shift(now, -14, 'days');
  await knex('cannedReplies').insert(replies.map((reply) => ({ ...reply, createdBy: admin, createdAt, updatedAt: createdAt })));
}
