import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FullSignal, MESSAGES, SignalCounts, type SignalType, SignalRefusal } from '@signals/protocol';
import { buildSignal } from '../../../test/support/factories/signals.js';
import { signedInUser } from '../../../test/support/signIn.js';
import type { TestClient } from '../../../test/support/testClient.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';
import { englishAnswer } from '../../../test/support/inEnglish.js';

let server: TestServer;
let free: TestClient;
let premium: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  free = (await signedInUser(server)).client;
  premium = (await signedInUser(server, { isPremium: true })).client;
});
afterAll(async () => {
  await server.close();
});

describe('GET /api/signals/:id', () => {
  it('answers a free signal in full to a free user', async () => {
    const signal = await buildSignal(server.app.db, { signalType: 'forex' });
    const response = await free.get(`/api/signals/${signal.id}`);
    expect(response.status).toBe(200);
    expect(FullSignal.parse(response.body)).toMatchObject({ id: signal.id, locked: false, direction: 'buy', entryPrice: 1.0842, stopLoss: 1.0815 });
  });

  it('answers a premium signal in full to a premium user and to an admin', async () => {
    const signal = await buildSignal(server.app.db, { isPremium: true, signalType: 'futures' });
    const admin = (await signedInUser(server, { isAdmin: true })).client;
    for (const client of [premium, admin]) {
      const response = await client.get(`/api/signals/${signal.id}`);
      expect(response.status).toBe(200);
      expect(FullSignal.parse(response.body)).toMatchObject({ id: signal.id, isPremium: true, exchange: 'Bybit', leverage: 10 });
    }
  });

  it('answers 403 "Premium subscription required" to a free user and to one whose premium has expired, with the signal locked', async () => {
    const signal = await buildSignal(server.app.db, { isPremium: true, buyExchange: 'HiddenDetailExchange' });
    const lapsed = (await signedInUser(server, { isPremium: true, subscriptionEndDate: new Date(Date.now() - 60_000) })).client;
    for (const client of [free, lapsed]) {
      const response = await client.get(`/api/signals/${signal.id}`);
      expect(response.status).toBe(403);
      // The teaser comes with the refusal, strict: the lock screen needs no second request, and no detail field slips in.
      const refusal = SignalRefusal.parse(response.body);
      expect(refusal).toMatchObject({ ...englishAnswer(MESSAGES.premiumRequired), signal: { id: signal.id, locked: true, isPremium: true } });
      expect(response.text).not.toContain('HiddenDetailExchange');
    }
  });

  it('answers 404 "Signal not found" to an id that does not exist', async () => {
    const response = await free.get('/api/signals/987654321');
    expect(response.status).toBe(404);
    expect(response.body).toEqual(englishAnswer(MESSAGES.signalNotFound));
  });

  it('answers 400 to an id that is not a positive whole number', async () => {
    for (const id of ['abc', '0', '1.5', '-2']) {
      const response = await free.get(`/api/signals/${id}`);
      expect(response.status, id).toBe(400);
      expect(response.body, id).toMatchObject({ message: 'The id must be a positive whole number' });
    }
  });

  it('answers 401 to a caller who is not signed in', async () => {
    const signal = await buildSignal(server.app.db);
    const response = await server.client().get(`/api/signals/${signal.id}`);
    expect(response.status).toBe(401);
    expect(response.body).toEqual(englishAnswer(MESSAGES.notSignedIn));
  });
});

describe('GET /api/signals/counts', () => {
  async function counts(): Promise<SignalCounts> {
    const response = await free.get('/api/signals/counts');
    expect(response.status).toBe(200);
    return SignalCounts.parse(response.body);
  }

  it('counts active, unexpired signals per type and in all, premium ones included', async () => {
    const before = await counts();
    const live: Array<[SignalType, boolean]> = [
      ['arbitrage', false],
      ['arbitrage', true],
      ['forex', true],
      ['futures', false],
    ];
    for (const [signalType, isPremium] of live) {
      await buildSignal(server.app.db, { signalType, isPremium });
    }
    await buildSignal(server.app.db, { signalType: 'futures', expiresAt: null });
    // Neither of these is live: one has expired, one was withdrawn.
    await buildSignal(server.app.db, { signalType: 'forex', expiresAt: new Date(Date.now() - 60_000) });
    await buildSignal(server.app.db, { signalType: 'arbitrage', isActive: false });

    const after = await counts();
    expect({
      all: after.all - before.all,
      arbitrage: after.arbitrage - before.arbitrage,
      forex: after.forex - before.forex,
      futures: after.futures - before.futures,
    }).toEqual({ all: 5, arbitrage: 2, forex: 1, futures: 2 });
  });

  it('answers 401 to a caller who is not signed in', async () => {
    expect((await server.client().get('/api/signals/counts')).status).toBe(401);
  });
});
