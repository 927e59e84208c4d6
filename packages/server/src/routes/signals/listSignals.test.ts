import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES, SETTING_CATALOG, SIGNAL_PAGE_DEFAULT, Signal as SignalSchema, type Signal } from '@signals/protocol';
import { User } from '../../db/models/index.js';
import { buildSignal, uniqueCoin } from '../../../test/support/factories/signals.js';
import { uniqueName } from '../../../test/support/factories/users.js';
import { signedInUser } from '../../../test/support/signIn.js';
import type { TestClient } from '../../../test/support/testClient.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';
import { englishAnswer } from '../../../test/support/inEnglish.js';

const SignalList = z.array(SignalSchema);
const LIST_PATHS = ['/api/signals', '/api/signals/free', '/api/signals/premium'] as const;

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

/** Lists through the API and validates the answer with the protocol schema, as the web client would. */
async function list(client: TestClient, path: string): Promise<Signal[]> {
  const response = await client.get(path);
  expect(response.status, response.text).toBe(200);
  return SignalList.parse(response.body);
}

const ids = (signals: Signal[]) => signals.map((s) => s.id);

describe('GET /api/signals, /api/signals/free and /api/signals/premium', () => {
  it('answer 401 to a caller who is not signed in', async () => {
    for (const path of LIST_PATHS) {
      const response = await server.client().get(path);
      expect(response.status, path).toBe(401);
      expect(response.body).toEqual(englishAnswer(MESSAGES.notSignedIn));
    }
  });

  it('answer 403 to a user banned since signing in', async () => {
    const { client, user } = await signedInUser(server);
    await User.query(server.app.db).patch({ isBanned: true }).where('id', user.id);
    const response = await client.get('/api/signals');
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ ...englishAnswer(MESSAGES.banned(SETTING_CATALOG.support_email.defaultValue)), code: 'banned' });
  });

  it('list newest first: free signals in full and premium ones locked for a free user', async () => {
    const coin = uniqueCoin();
    const older = await buildSignal(server.app.db, { pair: `${coin}/USDT` });
    const locked = await buildSignal(server.app.db, { pair: `${coin}/USDT`, isPremium: true });
    const newer = await buildSignal(server.app.db, { pair: `${coin}/USDT`, signalType: 'forex' });

    const signals = await list(free, `/api/signals?coin=${coin}`);
    expect(ids(signals)).toEqual([newer.id, locked.id, older.id]);
    expect(signals.map((s) => s.locked)).toEqual([false, true, false]);
    expect(signals[2]).toMatchObject({ buyExchange: 'Binance', sellExchange: 'Kraken', buyPrice: 67420.5, status: 'active' });
  });

  it('show premium signals in full to a premium user and to an admin, and locked once premium has expired', async () => {
    const coin = uniqueCoin();
    const signal = await buildSignal(server.app.db, { pair: `${coin}/USDT`, isPremium: true, signalType: 'futures' });
    const admin = (await signedInUser(server, { isAdmin: true })).client;
    const lapsed = (await signedInUser(server, { isPremium: true, subscriptionEndDate: new Date(Date.now() - 60_000) })).client;

    for (const client of [premium, admin]) {
      const [shown] = await list(client, `/api/signals?coin=${coin}`);
      expect(shown).toMatchObject({ id: signal.id, locked: false, exchange: 'Bybit', leverage: 10, contractType: 'perpetual', direction: 'long' });
    }
    const [hidden] = await list(lapsed, `/api/signals?coin=${coin}`);
    expect(hidden).toMatchObject({ id: signal.id, locked: true });
    expect(hidden).not.toHaveProperty('exchange');
  });

  it('split free and premium signals between /free and /premium', async () => {
    const coin = uniqueCoin();
    const freeSignal = await buildSignal(server.app.db, { pair: `${coin}/USDT` });
    const premiumSignal = await buildSignal(server.app.db, { pair: `ETH/${coin}`, isPremium: true });

    expect(ids(await list(free, `/api/signals/free?coin=${coin}`))).toEqual([freeSignal.id]);
    const premiumList = await list(free, `/api/signals/premium?coin=${coin}`);
    expect(premiumList).toEqual([expect.objectContaining({ id: premiumSignal.id, locked: true, isPremium: true })]);
    expect(await list(premium, `/api/signals/premium?coin=${coin}`)).toEqual([expect.objectContaining({ id: premiumSignal.id, locked: false })]);
  });

  it('include expired and withdrawn signals with their status', async () => {
    const coin = uniqueCoin();
    const expired = await buildSignal(server.app.db, { pair: `${coin}/USDT`, expiresAt: new Date(Date.now() - 60_000) });
    const withdrawn = await buildSignal(server.app.db, { pair: `${coin}/USDT`, isActive: false });
    const signals = await list(free, `/api/signals?coin=${coin}`);
    expect(signals.map((s) => [s.id, s.status])).toEqual([
      [withdrawn.id, 'inactive'],
      [expired.id, 'expired'],
    ]);
  });
});

describe('signal list filters', () => {
  it('filter by type, and answer 400 to an unknown type', async () => {
    const coin = uniqueCoin();
    await buildSignal(server.app.db, { pair: `${coin}/USDT`, signalType: 'arbitrage' });
    const forex = await buildSignal(server.app.db, { pair: `${coin}/USD`, signalType: 'forex' });
    expect(ids(await list(free, `/api/signals?coin=${coin}&type=forex`))).toEqual([forex.id]);

    const bad = await free.get('/api/signals?type=crypto');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: 'type must be arbitrage, forex or futures' });
  });

  it('match a coin only as a whole side of the pair, in any letter case', async () => {
    const coin = uniqueCoin();
    const base = await buildSignal(server.app.db, { pair: `${coin}/USDT` });
    const quote = await buildSignal(server.app.db, { pair: `ETH/${coin}` });
    const dashed = await buildSignal(server.app.db, { pair: `${coin}-USD`, signalType: 'forex' });
    await buildSignal(server.app.db, { pair: `W${coin}/USDT` });
    await buildSignal(server.app.db, { pair: `${coin}W/USDT` });

    expect(ids(await list(free, `/api/signals?coin=${coin.toLowerCase()}`))).toEqual([dashed.id, quote.id, base.id]);
  });

  it('answer 400 to a coin with characters other than letters and digits', async () => {
    const response = await free.get(`/api/signals?coin=${encodeURIComponent('BTC%')}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: 'coin has letters and digits only' });
  });

  it('match an exchange anywhere in the futures exchange or either arbitrage leg, in any letter case', async () => {
    const tag = uniqueName('Ex').replace(/_/g, '');
    const futures = await buildSignal(server.app.db, { signalType: 'futures', exchange: `Big${tag}Futures` });
    const buyLeg = await buildSignal(server.app.db, { buyExchange: `${tag}Spot`, sellExchange: 'Kraken' });
    const sellLeg = await buildSignal(server.app.db, { buyExchange: 'Binance', sellExchange: `${tag}` });
    await buildSignal(server.app.db, { signalType: 'forex' });

    expect(ids(await list(free, `/api/signals?exchange=${tag.toUpperCase()}`))).toEqual([sellLeg.id, buyLeg.id, futures.id]);
    expect(ids(await list(free, `/api/signals/free?exchange=${tag.toLowerCase()}&type=futures`))).toEqual([futures.id]);
  });

  it('treat % and _ in the exchange filter as plain characters', async () => {
    const tag = uniqueName('Pct').replace(/_/g, '');
    const literal = await buildSignal(server.app.db, { buyExchange: `${tag}_50%`, sellExchange: 'Kraken' });
    await buildSignal(server.app.db, { buyExchange: `${tag}x50y`, sellExchange: 'Kraken' });

    expect(ids(await list(free, `/api/signals?exchange=${encodeURIComponent(`${tag}_50%`)}`))).toEqual([literal.id]);
    expect(await list(free, `/api/signals?exchange=${encodeURIComponent(`${tag}%`)}`)).toEqual([]);
    expect(await list(free, `/api/signals?exchange=${encodeURIComponent(`${tag}_`)}`)).toHaveLength(1);
  });
});

describe('signal list paging', () => {
  it('pages with limit and the before cursor without gaps or repeats', async () => {
    const coin = uniqueCoin();
    const built = [];
    for (let i = 0; i < 5; i += 1) {
      built.push(await buildSignal(server.app.db, { pair: `${coin}/USDT` }));
    }
    const newestFirst = built.map((s) => s.id).reverse();

    const first = await list(free, `/api/signals?coin=${coin}&limit=2`);
    const second = await list(free, `/api/signals?coin=${coin}&limit=2&before=${first.at(-1)!.id}`);
    const third = await list(free, `/api/signals?coin=${coin}&limit=2&before=${second.at(-1)!.id}`);
    expect([...ids(first), ...ids(second), ...ids(third)]).toEqual(newestFirst);
    expect(third).toHaveLength(1);
  });

  it(`returns ${SIGNAL_PAGE_DEFAULT} signals when no limit is given`, async () => {
    const coin = uniqueCoin();
    for (let i = 0; i < SIGNAL_PAGE_DEFAULT + 3; i += 1) {
      await buildSignal(server.app.db, { pair: `${coin}/USDT` });
    }
    expect(await list(free, `/api/signals?coin=${coin}`)).toHaveLength(SIGNAL_PAGE_DEFAULT);
  });

  it('answers 400 to a limit out of bounds and to a cursor that is not a whole number', async () => {
    for (const [query, message] of [
      ['limit=0', 'limit must be at least 1'],
      ['limit=101', 'limit must be at most 100'],
      ['before=abc', 'before must be a whole number'],
      ['before=-3', 'before must be a whole number'],
    ]) {
      const response = await free.get(`/api/signals?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body, query).toMatchObject({ message });
    }
  });
});
