import type { Knex } from 'knex';
import { shift, userId, type SeedContext } from './context.js';

/** A few tickets in different states, with a conversation on two of them. */
export async function seed(knex: Knex, { now }: SeedContext): Promise<void> {
  const admin = await userId(knex, 'admin');
  const trader = await userId(knex, 'trader');
  const premium = await userId(knex, 'premium');
  const luna = await userId(knex, 'luna_trades');

  const tickets = [
    {
      userId: trader,
      subject: 'Payment sent, waiting for premium',
      message: 'I sent 60 USDT on BEP20 about half an hour ago and submitted the transaction ID. How long does the review usually take?',
      status: 'open',
      priority: 'medium',
      hoursAgo: 0.5,
      replies: [] as Array<{ from: number; message: string; hoursAgo: number }>,
    },
    {
      userId: premium,
      subject: 'Futures signal leverage question',
      message: 'The BTC/USDT long suggests 20x leverage. Is it fine to use lower leverage with the same targets and stop-loss levels?',
      status: 'in_progress',
      priority: 'low',
      hoursAgo: 6,
      replies: [{ from: admin, message: 'Yes: the targets and stop-loss are price levels, so they work at any leverage. Lower leverage just means a smaller position risk.', hoursAgo: 5 }],
    },
    {
      userId: trader,
      subject: 'Cannot find the SMS settings',
      message: 'Where can I turn on SMS alerts for new signals? The toggle in notification settings is greyed out for me.',
      status: 'closed',
      priority: 'medium',
      hoursAgo: 72,
      replies: [
        { from: admin, message: 'SMS alerts are part of premium. Once your subscription is active the SMS toggles unlock in Settings.', hoursAgo: 70 },
        { from: trader, message: 'Thanks, that makes sense. I will upgrade this week.', hoursAgo: 69 },
      ],
    },
    {
      userId: luna,
      subject: 'Renewal reminder request',
      message: 'Could you send me a reminder a few days before my premium ends? I missed the renewal last time and lost access.',
      status: 'waiting_for_user',
      priority: 'low',
      hoursAgo: 30,
      replies: [{ from: admin, message: 'We are adding renewal reminders soon. Would an e-mail three days before the end work for you?', hoursAgo: 28 }],
    },
  ];

  for (const { hoursAgo, replies, ...ticket } of tickets) {
    const createdAt = shift(now, -hoursAgo * 60, 'minutes');
    const lastReply = replies.length > 0 ? shift(now, -replies[replies.length - 1]!.hoursAgo * 60, 'minutes') : createdAt;
    const [row] = await knex('supportTickets').insert({ ...ticket, createdAt, updatedAt: lastReply }).returning<Array<{ id: number }>>('id');
    for (const reply of replies) {
      await knex('ticketResponses').insert({
        ticketId: row!.id,
        userId: reply.from,
        message: reply.message,
        isFromAdmin: reply.from === admin,
        createdAt: shift(now, -reply.hoursAgo * 60, 'minutes'),
      });
    }
  }
}
