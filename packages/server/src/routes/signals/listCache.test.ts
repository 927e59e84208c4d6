import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type Signal, type SignalInput } from '@signals/protocol';
import { buildSignal, uniqueCoin } from '../../../test/support/factories/signals.js';
import { buildAdmin, DEFAULT_PASSWORD } from '../../../test/support/factories/users.js';
import { signedInUser, signIn } from '../../../test/support/signIn.js';
import type { TestClient } from '../../../test/support/testClient.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';
import { englishAnswer } from '../../../test/support/inEnglish.js';

/**
 * The member lists are served from a cache per viewer class, and sessions
 * from memory: every change that matters must show on the very next request.
 */
let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  const adminUser = await buildAdmin(server.app.db);
  admin = await signIn(server, adminUser);
});
afterAll(async () => {
  await server.close();
});

async function list(client: TestClient, path: string): Promise<Signal[]> {
  const response = await client.get(path);
  expect(response.status, response.text).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return response.body as Signal[];
}

function premiumInput(pair: string): SignalInput {
  return { pair, signalType: 'futures', profitPercentage: 2, isPremium: true, direction: 'long', exchange: 'CacheExchange', leverage: 5, entryPrice: 100, takeProfit1: 110, stopLoss: 95 };
}

describe('the signal list cache', () => {
  it('shows a signal written through the API on the next request, and its edit and deletion', async () => {
    const { client } = await signedInUser(server);
    const coin = uniqueCoin();
    const path = `/api/signals?coin=${coin}`;
    expect(await list(client, path)).toEqual([]);

    const created = await admin.post<{ id: number }>('/api/signals', premiumInput(`${coin}/USDT`));
    expect(created.status).toBe(201);
    expect((await list(client, path)).map((s) => [s.id, s.locked])).toEqual([[created.body.id, true]]);

    expect((await admin.put(`/api/signals/${created.body.id}`, { ...premiumInput(`${coin}/USDT`), isPremium: false })).status).toBe(200);
    expect(await list(client, path)).toEqual([expect.objectContaining({ id: created.body.id, locked: false, exchange: 'CacheExchange' })]);

    // A published signal's delete voids it: it leaves the lists all the same (issue 38).
    expect((await admin.delete(`/api/signals/${created.body.id}`, { body: { reason: 'Posted twice' } })).status).toBe(200);
    expect(await list(client, path)).toEqual([]);
  });

  it('never serves one viewer class the list of another', async () => {
    const coin = uniqueCoin();
    await buildSignal(server.app.db, { pair: `${coin}/USDT`, isPremium: true, signalType: 'futures' });
    const free = (await signedInUser(server)).client;
    const premium = (await signedInUser(server, { isPremium: true })).client;
    const path = `/api/signals?coin=${coin}`;
    for (let round = 0; round < 2; round += 1) {
      expect((await list(premium, path))[0]).toMatchObject({ locked: false, exchange: 'Bybit' });
      const [locked] = await list(free, path);
      expect(locked).toMatchObject({ locked: true });
      expect(locked).not.toHaveProperty('exchange');
    }
  });

  it('tells a filter made of separator characters apart from two filters', async () => {
    const { client } = await signedInUser(server);
    const tag = uniqueCoin();
    const signal = await buildSignal(server.app.db, { buyExchange: `${tag}","coin`, sellExchange: 'Kraken' });
    expect((await list(client, `/api/signals?exchange=${encodeURIComponent(`${tag}","coin`)}`)).map((s) => s.id)).toEqual([signal.id]);
    expect(await list(client, `/api/signals?exchange=${tag}&coin=COIN`)).toEqual([]);
  });

  it('shows a listed signal as expired once its expiry passes, with no write in between', async () => {
    const { client } = await signedInUser(server);
    const coin = uniqueCoin();
    // The server runs in this process and reads this clock: with only Date faked (requests, the database and the
    // server's timers run as ever), the test moves the clock to the expiry instead of waiting for it.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Sooner than the cache's own bound on a list's age: only the expiry can make the cached list go.
      const expiresAt = new Date(Date.now() + 700);
      await buildSignal(server.app.db, { pair: `${coin}/USDT`, expiresAt });
      const path = `/api/signals?coin=${coin}`;
      expect((await list(client, path))[0]?.status).toBe('active');
      // A millisecond before the expiry the cached list shows the signal active; at the expiry, expired.
      vi.setSystemTime(expiresAt.getTime() - 1);
      expect((await list(client, path))[0]?.status).toBe('active');
      vi.setSystemTime(expiresAt);
      expect((await list(client, path))[0]?.status).toBe('expired');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('sessions served from memory', () => {
  it('a premium change shows in the very next list', async () => {
    const coin = uniqueCoin();
    await buildSignal(server.app.db, { pair: `${coin}/USDT`, isPremium: true, signalType: 'futures' });
    const { client, user } = await signedInUser(server, { isPremium: true });
    const path = `/api/signals?coin=${coin}`;
    expect((await list(client, path))[0]?.locked).toBe(false);

    const update = { username: user.username, email: user.email, isPremium: false, isAdmin: false };
    expect((await admin.patch(`/api/admin/users/${user.id}`, update)).status).toBe(200);
    expect((await list(client, path))[0]?.locked).toBe(true);

    expect((await admin.patch(`/api/admin/users/${user.id}`, { ...update, isPremium: true })).status).toBe(200);
    expect((await list(client, path))[0]?.locked).toBe(false);
  });

  it('a ban refuses the very next request', async () => {
    const { client, user } = await signedInUser(server);
    await list(client, '/api/signals');
    expect((await admin.post(`/api/admin/users/${user.id}/ban`)).status).toBe(200);
    const response = await client.get('/api/signals');
    expect([401, 403]).toContain(response.status);
  });

  it('signing out refuses the very next request made with the old cookie', async () => {
    const { client } = await signedInUser(server);
    const stolen = client.clone();
    await list(stolen, '/api/signals');
    expect((await client.post('/api/logout')).status).toBe(200);
    const response = await stolen.get('/api/signals');
    expect(response.status).toBe(401);
    expect(response.body).toEqual(englishAnswer(MESSAGES.notSignedIn));
  });

  it('a password change ends the other sessions at once and keeps the one that made it', async () => {
    const { client, user } = await signedInUser(server);
    const other = server.client();
    await other.signIn(user.username, DEFAULT_PASSWORD);
    await list(other, '/api/signals');
    await list(client, '/api/signals');

    const changed = await client.post('/api/user/change-password', { currentPassword: DEFAULT_PASSWORD, newPassword: 'A-brand-new-password-1' });
    expect(changed.status, changed.text).toBe(200);
    expect((await other.get('/api/signals')).status).toBe(401);
    expect((await client.get('/api/signals')).status).toBe(200);
  });

  it('a password reset by an admin ends every session of the user at once', async () => {
    const { client, user } = await signedInUser(server);
    await list(client, '/api/signals');
    expect((await admin.post(`/api/admin/users/${user.id}/reset-password`, { password: 'A-new-password-2' })).status).toBe(200);
    expect((await client.get('/api/signals')).status).toBe(401);
  });
});
