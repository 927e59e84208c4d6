import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect } from 'vitest';
import { openDatabase, type Db } from '../../src/db/knex.js';
import { CHILD_ADMIN, freePort, startChild, type ChildServer } from '../support/childServer.js';
import { clientsAt, signIn } from '../support/signIn.js';
import { TestClient } from '../support/testClient.js';
import { connected, openSocket, type TestSocket } from '../support/testSocket.js';
import { deleteKeys } from './redisKeys.js';

/**
 * For the two-process suites (twoProcesses*.test.ts): two real server processes on one PostgreSQL schema and one Redis server,
 * as behind a load balancer: whatever is written through one reaches the
 * sockets held by the other, and membership changes made on one act on the
 * other's sockets at once. Run by scripts/test-scale-out.mjs when DATABASE_URL
 * and REDIS_URL are set.
 */
const CACHES_OUTLIVE_THE_SUITE_MS = 60 * 60 * 1000;

/** @param extraEnv more of the processes' environment (a Telegram bot's), read when they start. */
export function twoProcesses(extraEnv: () => Record<string, string> = () => ({})) {
  const databaseUrl = process.env.SIGNALS_TEST_DATABASE_URL;
  const redisUrl = process.env.SIGNALS_TEST_REDIS_URL;
  if (!databaseUrl || !redisUrl) {
    throw new Error('The scale-out suite needs SIGNALS_TEST_DATABASE_URL and SIGNALS_TEST_REDIS_URL (scripts/test-scale-out.mjs sets them)');
  }
  const run = `${process.env.SIGNALS_TEST_RUN ?? 'adhoc'}_scale_${randomBytes(3).toString('hex')}`;
  // E-mail on (to a closed port: nothing here reads mail), so "Forgot password?" is offered and its limits can be met.
  // Caches keep an answer longer than the suite runs: a change one process shows after a write through the other came
  // by the notice between them, never by the answer growing old.
  const shared = {
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: `t_${run}`,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `test:${run}:`,
    SMTP_URL: 'smtp://127.0.0.1:9',
    SIGNAL_LIST_MAX_AGE_MS: String(CACHES_OUTLIVE_THE_SUITE_MS),
    TRACK_RECORD_MAX_AGE_MS: String(CACHES_OUTLIVE_THE_SUITE_MS),
  };
  const dirs: string[] = [];
  const sockets: TestSocket[] = [];
  let one: ChildServer;
  let two: ChildServer;
  let database: Db | null = null;

  async function startProcess(): Promise<ChildServer> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'signals-scale-'));
    dirs.push(dataDir);
    return startChild({ ...shared, ...extraEnv(), DATA_DIR: dataDir, PORT: String(await freePort()) });
  }

  beforeAll(async () => {
    // Both at once, as a deployment starts them: they take turns preparing the database.
    [one, two] = await Promise.all([startProcess(), startProcess()]);
    // Set on one process, in effect on the other: members pay through process one.
    const admin = await signIn(clientsAt(two.url), CHILD_ADMIN);
    expect((await admin.put('/api/admin/settings', { settings: [{ key: 'usdt_wallet_address', value: `0x${'5a'.repeat(20)}` }] })).status).toBe(200);
  }, 120_000);

  afterAll(async () => {
    await database?.destroy();
    sockets.forEach((socket) => socket.close());
    for (const server of [one, two]) {
      server?.child.kill('SIGTERM');
      await server?.exited;
    }
    dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
    // This run's stream, sessions, counts and locks; the schema goes with the run's global teardown.
    const redis = new Redis(redisUrl);
    await deleteKeys(redis, shared.REDIS_PREFIX);
    await redis.quit();
  });

  return {
    get one() {
      return one;
    },
    get two() {
      return two;
    },
    /** A further process on the same database and Redis (stopped by its test; its folder removed after the file). */
    startProcess,
    /** Sockets opened by the tests, closed after them. */
    sockets,
    /** The processes' PostgreSQL schema, read directly: what the outbox holds is not an API's to show. */
    sharedDatabase(): Db {
      database ??= openDatabase({ dataDir: os.tmpdir(), databaseUrl: shared.DATABASE_URL, databaseSchema: shared.DATABASE_SCHEMA });
      return database;
    },
    /** A new member registered through one process and signed in on `url`. */
    async member(url: string): Promise<{ id: number; client: TestClient; username: string }> {
      const username = `m${randomBytes(4).toString('hex')}`;
      const registered = await new TestClient(one.url).post<{ id: number }>('/api/register', { username, email: `${username}@example.com`, password: 'Member#2026' });
      expect(registered.status).toBe(201);
      const client = await signIn(clientsAt(url), { username, password: 'Member#2026' });
      const me = await client.get<{ id: number }>('/api/user');
      return { id: me.body.id, client, username };
    },
    async liveSocket(client: TestClient): Promise<TestSocket> {
      const socket = openSocket(client);
      sockets.push(socket);
      await connected(socket);
      return socket;
    },
    premiumFutures: {
      pair: 'ETH/USDT',
      signalType: 'futures',
      profitPercentage: 3.1,
      isPremium: true,
      direction: 'long',
      exchange: 'Binance',
      leverage: 5,
      entryPrice: 3000,
      takeProfit1: 3100,
      stopLoss: 2900,
    },
  };
}
