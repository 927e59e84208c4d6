import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@signals/seeds';
import { CryptoPaymentRequest, SETTING_KEYS, transactionKey, type PaymentMethod } from '@signals/protocol';
import { startTestServer, type TestServer } from '../test/support/testServer.js';

const servers: TestServer[] = [];
const dirs: string[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signals-boot-'));
  dirs.push(dir);
  return dir;
}
async function start(env: Record<string, string>): Promise<TestServer> {
  const server = await startTestServer(env);
  servers.push(server);
  return server;
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
  for (const dir of dirs.splice(0)) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

describe('first start on an empty development database', () => {
  it('loads the demo data: the four accounts sign in as their roles', async () => {
    const server = await start({ DATA_DIR: tempDir(), SEED_DEMO_DATA: 'true' });
    const roles: Record<string, { isAdmin: boolean; isPremium: boolean }> = {
      admin: { isAdmin: true, isPremium: false },
      premium: { isAdmin: false, isPremium: true },
      trader: { isAdmin: false, isPremium: false },
    };
    for (const account of DEMO_ACCOUNTS) {
      const response = await server.client().post('/api/login', { username: account.username, password: account.password });
      if (account.username === 'banned') {
        expect(response.status).toBe(403);
        continue;
      }
      expect(response.status, account.username).toBe(200);
      expect(response.body).toMatchObject(roles[account.username]!);
    }
    const premium = await server.client().post('/api/login', { username: 'premium', password: 'Premium#2026' });
    const daysLeft = (Date.parse((premium.body as { subscriptionEndDate: string }).subscriptionEndDate) - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(29);
    expect(daysLeft).toBeLessThanOrEqual(30);
  });

  it('has the signals, news, airdrops, settings, tickets, notifications and payments of the demo', async () => {
    const server = await start({ DATA_DIR: tempDir(), SEED_DEMO_DATA: 'true' });
    const db = server.app.db;
    const count = async (table: string, where: Record<string, unknown> = {}) => Number((await db(table).where(where).count({ n: '*' }))[0]!.n);

    expect(await count('signals')).toBeGreaterThanOrEqual(12);
    for (const signalType of ['arbitrage', 'forex', 'futures']) {
      expect(await count('signals', { signalType, isPremium: true }), signalType).toBeGreaterThan(0);
      expect(await count('signals', { signalType, isPremium: false }), signalType).toBeGreaterThan(0);
    }
    const now = Date.now();
    const signals = await db('signals').select<Array<{ expiresAt: number | null }>>('expiresAt', 'isActive');
    expect(signals.some((s) => s.expiresAt !== null && Number(s.expiresAt) < now)).toBe(true);
    expect(signals.some((s) => s.expiresAt !== null && Number(s.expiresAt) > now)).toBe(true);

    expect(await count('news')).toBe(6);
    expect(await count('news', { isPublished: false })).toBe(1);
    expect(await count('airdrops')).toBe(4);
    expect(await count('airdrops', { isActive: false })).toBe(1);
    expect(await count('systemSettings')).toBe(SETTING_KEYS.length);
    expect(await count('supportTickets')).toBeGreaterThanOrEqual(2);
    expect(await count('notifications')).toBeGreaterThanOrEqual(2);
    expect(await count('payments', { status: 'pending' })).toBe(1);
    expect(await count('payments', { status: 'completed' })).toBeGreaterThan(0);
    // Every demo claim is one the payment form would take today: the id in its network's spelling, a sending address where required.
    const payments = await db('payments').select<Array<{
      paymentMethod: PaymentMethod;
      transactionId: string;
      transactionKey: string;
      fromAddress: string | null;
    }>>('paymentMethod', 'transactionId', 'transactionKey', 'fromAddress', 'amount');
    for (const payment of payments) {
      const claim = CryptoPaymentRequest.parse({ ...payment, amount: 60 });
      expect(claim.transactionId).toBe(payment.transactionId);
      expect(payment.transactionKey).toBe(transactionKey(payment.transactionId));
    }

    const settings = Object.fromEntries((await db('systemSettings').select<Array<{ key: string; value: string }>>('key', 'value')).map((r) => [r.key, r.value]));
    expect(settings).toMatchObject({ site_name: 'Crypto Arbitrage Signals', enable_registrations: 'true', premium_subscription_price: '60', enable_usdt_payments: 'true' });
  });

  it('does not load the demo data again on the next start, and sessions survive the restart', async () => {
    const dataDir = tempDir();
    const first = await start({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'true' });
    const client = first.client();
    await client.signIn('trader', 'Trader#2026');
    const signals = Number((await first.app.db('signals').count({ n: '*' }))[0]!.n);
    await first.close();
    servers.splice(servers.indexOf(first), 1);

    const second = await start({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'true' });
    expect(Number((await second.app.db('signals').count({ n: '*' }))[0]!.n)).toBe(signals);
    const revisit = second.client();
    for (const [name, value] of client.cookies) {
      revisit.cookies.set(name, value);
    }
    expect((await revisit.get('/api/user')).body).toMatchObject({ username: 'trader' });
  });

  it('keeps the SQLite session keys in the data folder, readable by the owner only', async () => {
    const dataDir = tempDir();
    const server = await startTestServer({ DATA_DIR: dataDir }, { databaseUrl: null });
    servers.push(server);
    expect(fs.statSync(path.join(dataDir, 'secrets.json')).mode & 0o777).toBe(0o600);
  });
});

describe('production', () => {
  it('loads no demo data and creates the first admin from ADMIN_USERNAME / ADMIN_PASSWORD', async () => {
    const server = await start({ DATA_DIR: tempDir(), NODE_ENV: 'production', ADMIN_USERNAME: 'founder', ADMIN_PASSWORD: 'correct horse battery' });
    expect(Number((await server.app.db('signals').count({ n: '*' }))[0]!.n)).toBe(0);
    expect((await server.client().post('/api/login', { username: 'trader', password: 'Trader#2026' })).status).toBe(401);
    const admin = await server.client().post('/api/login', { username: 'founder', password: 'correct horse battery' });
    expect(admin.status).toBe(200);
    expect(admin.body).toMatchObject({ username: 'founder', isAdmin: true });
  });

  it('refuses to start without any admin and without ADMIN_USERNAME / ADMIN_PASSWORD', async () => {
    await expect(start({ DATA_DIR: tempDir(), NODE_ENV: 'production' })).rejects.toThrow(/ADMIN_USERNAME and ADMIN_PASSWORD/);
  });
});

describe('one process per SQLite data folder', () => {
  // The lock guards the embedded SQLite file only, so this case runs on SQLite even when the suite runs on PostgreSQL.
  const sqlite = { databaseUrl: null };
  async function startOnSqlite(dataDir: string): Promise<TestServer> {
    const server = await startTestServer({ DATA_DIR: dataDir }, sqlite);
    servers.push(server);
    return server;
  }

  it('refuses a second server on the same folder with a clear message, and lets one start once the first is gone', async () => {
    const dataDir = tempDir();
    const first = await startOnSqlite(dataDir);
    await expect(startTestServer({ DATA_DIR: dataDir }, sqlite)).rejects.toThrow(
      /Another server process is already using the data folder .*SQLite serves one process; to run several, use PostgreSQL \(DATABASE_URL\) and Redis \(REDIS_URL\)/,
    );
    await first.close();
    servers.splice(servers.indexOf(first), 1);

    const second = await startOnSqlite(dataDir);
    expect((await second.client().get('/api/health')).status).toBe(200);
  });
});
