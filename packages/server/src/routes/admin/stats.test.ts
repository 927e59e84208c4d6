import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@signals/protocol';
import { User } from '../../db/models/index.js';
import { buildPayment } from '../../../test/support/factories/payments.js';
import { buildSignal } from '../../../test/support/factories/signals.js';
import { buildTicket } from '../../../test/support/factories/tickets.js';
import { buildUser } from '../../../test/support/factories/users.js';
import { adminCallers } from '../../../test/support/signIn.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';

// This file's server holds only the rows built here, so every figure is exact.
let server: TestServer;
let callers: Awaited<ReturnType<typeof adminCallers>>;

const DAY_MS = 86_400_000;
const now = new Date();
const monthKey = (monthsBack: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 15)).toISOString().slice(0, 7);
const midMonth = (monthsBack: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 15, 12));
const dayKey = (daysBack: number) => new Date(now.getTime() - daysBack * DAY_MS).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startTestServer();
  callers = await adminCallers(server);
  const db = server.app.db;
  // Users: the admin and member of adminCallers (today), one premium, one premium whose end has passed, two signed up
  // days ago, and a banned premium member (today).
  await buildUser(db, { isPremium: true });
  await buildUser(db, { isPremium: true, subscriptionEndDate: new Date(now.getTime() - DAY_MS) });
  const threeDaysAgo = await buildUser(db);
  const longAgo = await buildUser(db);
  await buildUser(db, { isBanned: true, isPremium: true });
  await User.query(db).patch({ createdAt: new Date(now.getTime() - 3 * DAY_MS) }).where('id', threeDaysAgo.id);
  await User.query(db).patch({ createdAt: new Date(now.getTime() - 40 * DAY_MS) }).where('id', longAgo.id);

  // Signals: active free arbitrage, expired premium arbitrage, inactive free forex, never-expiring premium futures.
  await buildSignal(db);
  await buildSignal(db, { isPremium: true, expiresAt: new Date(now.getTime() - 1000) });
  await buildSignal(db, { signalType: 'forex', isActive: false });
  await buildSignal(db, { signalType: 'futures', isPremium: true, expiresAt: null });
  await buildSignal(db, { signalType: 'futures', isActive: false, announcedAt: null });

  // Payments: completed this month and two months ago, a legacy 'active' one, one pending, one failed, one completed 13 months ago.
  const payer = threeDaysAgo.id;
  await buildPayment(db, { userId: payer, status: 'completed', amount: 60, reviewedAt: midMonth(0) });
  await buildPayment(db, { userId: payer, status: 'completed', amount: 59.99, reviewedAt: midMonth(2) });
  await buildPayment(db, { userId: payer, status: 'completed', amount: 60, reviewedAt: midMonth(13) });
  await db('payments').insert({ userId: payer, amount: 30, currency: 'USDT', paymentMethod: 'usdt', transactionId: 'legacy-1', transactionKey: 'legacy-1', status: 'active', createdAt: midMonth(2), updatedAt: midMonth(2) });
  await buildPayment(db, { userId: payer, status: 'pending', amount: 60 });
  await buildPayment(db, { userId: payer, status: 'failed', amount: 45 });

  // Tickets: one of each status; three count as open.
  for (const status of ['open', 'in_progress', 'waiting_for_user', 'closed'] as const) {
    await buildTicket(db, { userId: payer, status });
  }
});
afterAll(async () => {
  await server.close();
});

describe('GET /api/admin/stats', () => {
  it('computes the dashboard figures from the database', async () => {
    const response = await callers.adminClient.get('/api/admin/stats');
    expect(response.status).toBe(200);
    const stats = routes.adminStats.response.parse(response.body);
    expect(stats).toMatchObject({
      // Seven accounts; the admin and the banned one (premium or not) are neither premium nor free users.
      totalUsers: 7,
      premiumUsers: 1,
      freeUsers: 4,
      // The draft never activated was never published.
      totalSignals: 4,
      activeSignals: 2,
      freeSignals: 2,
      premiumSignals: 2,
      totalRevenue: 209.99,
      // The payment of the 15th of this month, in this calendar month and within 30 days; one member paid everything.
      revenueThisMonth: 60,
      revenueLast30Days: 60,
      payingMembers: 1,
      averagePerPayingMember: 209.99,
      openTickets: 3,
      pendingPayments: 1,
    });
    expect(stats.signalsByTypeAndPlan).toEqual([
      { signalType: 'arbitrage', free: 1, premium: 1 },
      { signalType: 'forex', free: 1, premium: 0 },
      { signalType: 'futures', free: 0, premium: 1 },
    ]);
  });

  it('buckets revenue by month for the last 12 months, oldest first, zero-filled', async () => {
    const { revenueByMonth } = routes.adminStats.response.parse((await callers.adminClient.get('/api/admin/stats')).body);
    expect(revenueByMonth).toHaveLength(12);
    expect(revenueByMonth[0]!.month).toBe(monthKey(11));
    expect(revenueByMonth[11]).toEqual({ month: monthKey(0), revenue: 60 });
    expect(revenueByMonth[9]).toEqual({ month: monthKey(2), revenue: 89.99 });
    expect(revenueByMonth.reduce((sum, m) => sum + m.revenue, 0)).toBeCloseTo(149.99, 2);
  });

  it('buckets sign-ups by UTC day for the last 30 days, oldest first, zero-filled', async () => {
    const { newUsersByDay } = routes.adminStats.response.parse((await callers.adminClient.get('/api/admin/stats')).body);
    expect(newUsersByDay).toHaveLength(30);
    expect(newUsersByDay[0]!.date).toBe(dayKey(29));
    expect(newUsersByDay[29]).toEqual({ date: dayKey(0), count: 5 });
    expect(newUsersByDay[26]).toEqual({ date: dayKey(3), count: 1 });
    expect(newUsersByDay.reduce((sum, d) => sum + d.count, 0)).toBe(6);
  });
});
