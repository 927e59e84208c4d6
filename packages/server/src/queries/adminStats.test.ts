import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPayment } from '../../test/support/factories/payments.js';
import { buildUser } from '../../test/support/factories/users.js';
import { startTestServer, type TestServer } from '../../test/support/testServer.js';
import { computeRevenue } from './adminStats.js';

// The dashboard's clock is fixed here, so the month and the 30 days are exact: 10 March 2026, noon UTC.
const NOW = new Date('2026-03-10T12:00:00.000Z');
const at = (iso: string) => new Date(iso);

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.app.db;
  const [alice, bob, carol, dave] = [await buildUser(db), await buildUser(db), await buildUser(db), await buildUser(db)];
  // Alice: USDT this month, Bitcoin (its dollar price) in February within the 30 days.
  await buildPayment(db, { userId: alice.id, status: 'completed', amount: 60, reviewedAt: at('2026-03-09T08:00:00Z') });
  await buildPayment(db, { userId: alice.id, status: 'completed', amount: 60, paymentMethod: 'bitcoin', reviewedAt: at('2026-02-20T08:00:00Z') });
  // Bob: a card payment approved at the very first instant of March, and one the last second of February.
  await buildPayment(db, { userId: bob.id, status: 'completed', amount: 59.99, paymentMethod: 'card', reviewedAt: at('2026-03-01T00:00:00Z') });
  await buildPayment(db, { userId: bob.id, status: 'completed', amount: 60, paymentMethod: 'ethereum', reviewedAt: at('2026-02-28T23:59:59Z') });
  // Carol: January (outside both windows), and a legacy 'active' row with no approval time, paid in March.
  await buildPayment(db, { userId: carol.id, status: 'completed', amount: 60, reviewedAt: at('2026-01-15T08:00:00Z') });
  await db('payments').insert({
    userId: carol.id,
    amount: 30,
    currency: 'USDT',
    paymentMethod: 'usdt',
    transactionId: 'legacy-0005',
    transactionKey: 'legacy-0005',
    status: 'active',
    createdAt: at('2026-03-05T10:00:00Z'),
    updatedAt: at('2026-03-05T10:00:00Z'),
  });
  // Dave never paid: a claim waiting and a rejected one are no revenue and make no paying member.
  await buildPayment(db, { userId: dave.id, status: 'pending', amount: 60, createdAt: at('2026-03-09T09:00:00Z') });
  await buildPayment(db, { userId: dave.id, status: 'failed', amount: 45, reviewedAt: at('2026-03-08T09:00:00Z') });
});
afterAll(async () => {
  await server.close();
});

describe('dashboard revenue', () => {
  it('sums dollars of completed payments all time, this UTC calendar month and the last 30 days, over the members who paid', async () => {
    expect(await computeRevenue(server.app.db, NOW)).toEqual({
      totalRevenue: 329.99,
      // 9 March, 1 March 00:00:00 and the legacy row paid on 5 March.
      revenueThisMonth: 149.99,
      // From 8 February noon: everything but January.
      revenueLast30Days: 269.99,
      payingMembers: 3,
      averagePerPayingMember: 110,
    });
  });

  it('has no average before anyone paid', async () => {
    const empty = await startTestServer();
    try {
      expect(await computeRevenue(empty.app.db, NOW)).toEqual({
        totalRevenue: 0,
        revenueThisMonth: 0,
        revenueLast30Days: 0,
        payingMembers: 0,
        averagePerPayingMember: null,
      });
    } finally {
      await empty.close();
    }
  });
});
