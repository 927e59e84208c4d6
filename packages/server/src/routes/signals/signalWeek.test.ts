import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, SignalWeek } from '@signals/protocol';
import { buildSignal } from '../../../test/support/factories/signals.js';
import { signedInUser } from '../../../test/support/signIn.js';
import type { TestClient } from '../../../test/support/testClient.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';

// This file's server holds only the signals built here, so every figure is exact.
let server: TestServer;
let member: TestClient;
let admin: TestClient;

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

beforeAll(async () => {
  server = await startTestServer();
  member = (await signedInUser(server)).client;
  admin = (await signedInUser(server, { isAdmin: true })).client;
  const db = server.app.db;
  // In the last 7 days: two arbitrage (one premium, one since switched off), a premium forex, no futures.
  await buildSignal(db, { profitPercentage: 1.5, createdAt: daysAgo(1) });
  await buildSignal(db, { profitPercentage: 2.5, isPremium: true, createdAt: daysAgo(6.9) });
  await buildSignal(db, { profitPercentage: 1.25, isActive: false, createdAt: daysAgo(2) });
  await buildSignal(db, { signalType: 'forex', profitPercentage: 2.2, isPremium: true, createdAt: daysAgo(3) });
  // Before the window: not counted.
  await buildSignal(db, { signalType: 'futures', profitPercentage: 3, isPremium: true, createdAt: daysAgo(7.1) });
  await buildSignal(db, { profitPercentage: 9, createdAt: daysAgo(30) });
});
afterAll(async () => {
  await server.close();
});

async function week(client: TestClient = member): Promise<SignalWeek> {
  const response = await client.get('/api/signals/week');
  expect(response.status).toBe(200);
  return SignalWeek.parse(response.body);
}

describe('GET /api/signals/week', () => {
  it('counts what the last 7 days published, in all, of premium and per type, with the mean target profit', async () => {
    const before = Date.now();
    const figures = await week();
    const after = Date.now();
    expect(figures).toMatchObject({
      days: 7,
      count: 4,
      premium: 2,
      // (1.5 + 2.5 + 1.25 + 2.2) / 4
      averageTargetProfit: 1.86,
      byType: {
        arbitrage: { count: 3, premium: 1, averageTargetProfit: 1.75 },
        forex: { count: 1, premium: 1, averageTargetProfit: 2.2 },
        futures: { count: 0, premium: 0, averageTargetProfit: null },
      },
    });
    // The first request counts the figures: the window ends at a moment of that request and reaches back exactly 7 days.
    const windowEnd = new Date(figures.since).getTime() + 7 * DAY_MS;
    expect(windowEnd).toBeGreaterThanOrEqual(before);
    expect(windowEnd).toBeLessThanOrEqual(after);
  });

  it('counts a signal an admin publishes at once, though the figures are cached', async () => {
    const before = await week();
    const created = await admin.post('/api/signals', {
      pair: 'ETH/USDT',
      signalType: 'futures',
      profitPercentage: 3.4,
      isPremium: true,
      direction: 'short',
      exchange: 'Bybit',
      leverage: 5,
    });
    expect(created.status).toBe(201);
    const after = await week();
    expect(after.count).toBe(before.count + 1);
    expect(after.premium).toBe(before.premium + 1);
    expect(after.byType.futures).toEqual({ count: 1, premium: 1, averageTargetProfit: 3.4 });
  });

  it('is for signed-in members', async () => {
    const response = await server.client().get('/api/signals/week');
    expect(response.status).toBe(401);
    expect(routes.signalWeek.access).toBe('user');
  });
});
