import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_RATE_LIMITS, type ServerEventPayload, type Signal, type TrackRecord } from '@signals/protocol';
import { openDatabase, type Db } from '../../src/db/knex.js';
import { OutboxMessage } from '../../src/db/models/index.js';
import { NEW_SIGN_IN_ALERTS_PER_HOUR } from '../../src/services/alerts/newSignInAlertThrottle.js';
import { RESET_REQUESTS_PER_EMAIL } from '../../src/services/mail/passwordResetThrottle.js';
import { CHILD_ADMIN, freePort, startChild, type ChildServer } from '../support/childServer.js';
import { clientsAt, signIn } from '../support/signIn.js';
import { TestClient } from '../support/testClient.js';
import { balancer } from './balancer.js';
import { deleteKeys } from './redisKeys.js';
import { collect, eventually } from '../support/events.js';
import { connected, disconnected, openSocket, type TestSocket } from '../support/testSocket.js';
import { within } from '../support/within.js';

/**
 * Two real server processes on one PostgreSQL schema and one Redis server,
 * as behind a load balancer: whatever is written through one reaches the
 * sockets held by the other, and membership changes made on one act on the
 * other's sockets at once. Run by scripts/test-scale-out.mjs when DATABASE_URL
 * and REDIS_URL are set.
 */
const databaseUrl = process.env.SIGNALS_TEST_DATABASE_URL;
const redisUrl = process.env.SIGNALS_TEST_REDIS_URL;
if (!databaseUrl || !redisUrl) {
  throw new Error('The scale-out suite needs SIGNALS_TEST_DATABASE_URL and SIGNALS_TEST_REDIS_URL (scripts/test-scale-out.mjs sets them)');
}

const run = `${process.env.SIGNALS_TEST_RUN ?? 'adhoc'}_scale_${randomBytes(3).toString('hex')}`;
// E-mail on (to a closed port: nothing here reads mail), so "Forgot password?" is offered and its limits can be met.
const shared = { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: `t_${run}`, REDIS_URL: redisUrl, REDIS_PREFIX: `test:${run}:`, SMTP_URL: 'smtp://127.0.0.1:9' };
const dirs: string[] = [];
const sockets: TestSocket[] = [];
let one: ChildServer;
let two: ChildServer;

async function startProcess(): Promise<ChildServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'signals-scale-'));
  dirs.push(dataDir);
  return startChild({ ...shared, DATA_DIR: dataDir, PORT: String(await freePort()) });
}

beforeAll(async () => {
  // Both at once, as a deployment starts them: they take turns preparing the database.
  [one, two] = await Promise.all([startProcess(), startProcess()]);
  // Set on one process, in effect on the other: members pay through process one below.
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


let database: Db | null = null;
/** The processes' PostgreSQL schema, read directly: what the outbox holds is not an API's to show. */
function sharedDatabase(): Db {
  database ??= openDatabase({ dataDir: os.tmpdir(), databaseUrl: shared.DATABASE_URL, databaseSchema: shared.DATABASE_SCHEMA });
  return database;
}

/** A new member registered through one process and signed in on `url`. */
async function member(url: string): Promise<{ id: number; client: TestClient; username: string }> {
  const username = `m${randomBytes(4).toString('hex')}`;
  const registered = await new TestClient(one.url).post<{ id: number }>('/api/register', { username, email: `${username}@example.com`, password: 'Member#2026' });
  expect(registered.status).toBe(201);
  const client = await signIn(clientsAt(url), { username, password: 'Member#2026' });
  const me = await client.get<{ id: number }>('/api/user');
  return { id: me.body.id, client, username };
}

async function liveSocket(client: TestClient): Promise<TestSocket> {
  const socket = openSocket(client);
  sockets.push(socket);
  await connected(socket);
  return socket;
}

const premiumFutures = {
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
};

describe('two processes on PostgreSQL and Redis', () => {
  it('delivers signals, notifications and payment decisions written on one process to sockets on the other', { timeout: 60_000 }, async () => {
    const admin = await signIn(clientsAt(two.url), CHILD_ADMIN);
    const payer = await member(one.url);
    const socket = await liveSocket(payer.client);
    const signals = collect(socket, 'signal:created');
    const notifications = collect(socket, 'notification:created');
    const payments = collect(socket, 'payment:updated');

    const created = await admin.post<{ id: number }>('/api/signals', premiumFutures);
    expect(created.status).toBe(201);
    await eventually(() => signals.some((s) => s.id === created.body.id), 'the signal written on process two at a socket of process one');
    // Not premium: the locked shape, never the trade.
    expect(signals.find((s) => s.id === created.body.id)).toMatchObject({ locked: true });
    expect(signals.find((s) => s.id === created.body.id)).not.toHaveProperty('entryPrice');

    const sent = await admin.post<{ id: number }>('/api/admin/notifications', { title: 'Across processes', message: 'Sent through process two.', userIds: [payer.id] });
    expect(sent.status).toBe(201);
    await eventually(() => notifications.some((n) => n.title === 'Across processes'), 'the notification at the other process');

    const payment = await payer.client.post<{ id: number }>('/api/payment', { transactionId: `0x${randomBytes(32).toString('hex')}`, amount: 60, paymentMethod: 'usdt', fromAddress: `0x${randomBytes(20).toString('hex')}` });
    expect(payment.status, JSON.stringify(payment.body)).toBe(201);
    const adminSocket = await liveSocket(admin);
    const rejected = collect(adminSocket, 'payment:updated');
    expect((await admin.put(`/api/admin/payments/${payment.body.id}/reject`, { reason: 'Amount not received' })).status).toBe(200);
    await eventually(() => payments.some((p) => p.id === payment.body.id && p.status === 'failed'), "the decision at the payer's socket on process one");
    expect(payments.find((p) => p.id === payment.body.id)).toMatchObject({ rejectReason: 'Amount not received' });
    await eventually(() => rejected.some((p) => p.id === payment.body.id), "the decision at the admin's own socket on process two");
  });

  it("moves a member's socket on one process into the premium room when an approval on the other grants premium", { timeout: 60_000 }, async () => {
    const admin = await signIn(clientsAt(two.url), CHILD_ADMIN);
    const payer = await member(one.url);
    const socket = await liveSocket(payer.client);
    const users = collect(socket, 'user:updated');
    const signals = collect(socket, 'signal:created');

    const payment = await payer.client.post<{ id: number }>('/api/payment', { transactionId: `0x${randomBytes(32).toString('hex')}`, amount: 60, paymentMethod: 'usdt', fromAddress: `0x${randomBytes(20).toString('hex')}` });
    expect(payment.status, JSON.stringify(payment.body)).toBe(201);
    expect((await admin.put(`/api/admin/payments/${payment.body.id}/approve`, {})).status).toBe(200);
    await eventually(() => users.some((u) => u.isPremium), 'the premium grant at the socket on process one');

    // The same socket, never reconnected, now gets the full trade of a premium signal written on process two.
    const created = await admin.post<{ id: number }>('/api/signals', premiumFutures);
    await eventually(() => signals.some((s) => s.id === created.body.id), 'the premium signal');
    const seen = signals.find((s) => s.id === created.body.id) as Signal;
    expect(seen).toMatchObject({ locked: false, entryPrice: 3000, exchange: 'Binance' });
    expect(socket.connected).toBe(true);
  });

  it("closes a member's sockets on both processes when an admin bans them on one, and the old cookie gets nothing on either", { timeout: 60_000 }, async () => {
    const admin = await signIn(clientsAt(two.url), CHILD_ADMIN);
    const target = await member(one.url);
    const onOne = await liveSocket(target.client);
    const onTwo = await liveSocket(target.client.clone(two.url));
    const closedOnOne = disconnected(onOne);
    const closedOnTwo = disconnected(onTwo);

    expect((await admin.post(`/api/admin/users/${target.id}/ban`, {})).status).toBe(200);
    expect(await closedOnOne).toBe('io server disconnect');
    expect(await closedOnTwo).toBe('io server disconnect');
    // The ban ended every session of the member: neither process knows the cookie any more.
    expect((await target.client.get('/api/signals')).status).toBe(401);
    expect((await target.client.clone(two.url).get('/api/signals')).status).toBe(401);
  });

  // How soon it closes (the bound is a second) is measured by `bench/hardening/revocation.mjs --two`: a time is the
  // machine's, while that the ending on one process closes the socket on the other is the servers' (issue 39).
  it("closes a session's socket on the other process when that browser signs in again, or signs out, on one", { timeout: 60_000 }, async () => {
    for (const end of ['sign-in again', 'sign-out'] as const) {
      const target = await member(one.url);
      const onTwo = await liveSocket(target.client.clone(two.url));
      const closed = disconnected(onTwo);
      const response =
        end === 'sign-in again'
          ? await target.client.post('/api/login', { username: target.username, password: 'Member#2026' })
          : await target.client.post('/api/logout', {});
      expect(response.status).toBe(200);
      expect(await within(closed, `the socket on process two to close after the ${end} on process one`), end).toBe('io server disconnect');
    }
  });

  it('recovers a dropped socket on the other process with what it missed, once', { timeout: 60_000 }, async () => {
    const admin = await signIn(clientsAt(two.url), CHILD_ADMIN);
    const adminSocket = await liveSocket(admin);
    const emitted = collect(adminSocket, 'signal:created');
    const reader = await member(one.url);
    const lb = await balancer(one.url);
    try {
      const socket = openSocket(reader.client.clone(lb.url), { reconnection: true });
      sockets.push(socket);
      await connected(socket);
      const signals = collect(socket, 'signal:created');
      // A push seen before the drop gives the client the offset it recovers from.
      const seen = await admin.post<{ id: number }>('/api/signals', { ...premiumFutures, isPremium: false, pair: 'ADA/USDT' });
      await eventually(() => signals.some((s) => s.id === seen.body.id), 'a push before the drop');

      lb.failOver(two.url);
      await eventually(() => socket.disconnected, 'the drop');
      const created = await admin.post<{ id: number }>('/api/signals', { ...premiumFutures, isPremium: false, pair: 'XRP/USDT' });
      // Sent for certain while the reader was away.
      await eventually(() => emitted.some((s) => s.id === created.body.id), 'the push on process two');
      lb.resume();

      await eventually(() => socket.connected, 'the reconnection through process two', 10_000);
      expect(socket.recovered).toBe(true);
      await eventually(() => signals.some((s) => s.id === created.body.id), 'the missed signal');
      // A signal published now reaches the socket after anything the recovery still had to send it: once it is there,
      // a second copy of the missed one would be too.
      const next = await admin.post<{ id: number }>('/api/signals', { ...premiumFutures, isPremium: false, pair: 'LTC/USDT' });
      await eventually(() => signals.some((s) => s.id === next.body.id), 'the signal published after the recovery');
      expect(signals.filter((s) => s.id === created.body.id)).toHaveLength(1);
      expect(signals.map((s) => s.id).indexOf(created.body.id)).toBeLessThan(signals.map((s) => s.id).indexOf(next.body.id));
    } finally {
      lb.close();
    }
  });

  it("leaves the other process's sockets open when one process stops", { timeout: 60_000 }, async () => {
    const third = await startProcess();
    const stays = await member(two.url);
    const staying = await liveSocket(stays.client);
    const leaves = await member(third.url);
    const leaving = await liveSocket(leaves.client);
    const closed = disconnected(leaving);
    third.child.kill('SIGTERM');
    await third.exited;
    expect(await closed).toBe('transport close');
    // Still open, and still pushed to: a stopping process closes its own sockets, not every process's.
    expect(staying.connected).toBe(true);
    const got = collect(staying, 'signal:created');
    const admin = await signIn(clientsAt(one.url), CHILD_ADMIN);
    const created = await admin.post<{ id: number }>('/api/signals', { ...premiumFutures, isPremium: false, pair: 'XRP/USDT' });
    await eventually(() => got.some((signal) => signal.id === created.body.id), 'the push after the stop');
  });

  it('sends sockets connecting with `since` what either process pushed since, each once and in order, premium ones locked', { timeout: 60_000 }, async () => {
    const admins = [await signIn(clientsAt(one.url), CHILD_ADMIN), await signIn(clientsAt(two.url), CHILD_ADMIN)];
    const watching = await liveSocket(admins[0]!);
    const pushed = collect(watching, 'signal:created');
    const readers = [await member(one.url), await member(two.url)];
    const since = Date.now();
    // Each process publishes a run of signals, both at once, while sockets connect one after another on either: what
    // came before a socket joined comes from the stream, what comes while the stream is read is held until it is sent,
    // and what comes after arrives live. Several sockets, so that pushes land in each of those moments.
    const published: number[][] = [[], []];
    const premium = new Set<number>();
    const publishing = admins.map(async (admin, publisher) => {
      for (let index = 0; index < 15; index += 1) {
        const isPremium = index % 3 === 0;
        const created = await admin.post<{ id: number }>('/api/signals', { ...premiumFutures, isPremium, pair: `P${publisher}C${index}/USDT` });
        published[publisher]!.push(created.body.id);
        if (isPremium) {
          premium.add(created.body.id);
        }
      }
    });
    let publishedAll = false;
    const allPublished = Promise.all(publishing).then(() => void (publishedAll = true));
    await eventually(() => pushed.length >= 2, 'the first pushes');
    const joined: Array<{ received: Array<ServerEventPayload<'signal:created'>>; answers: Array<{ complete: boolean }> }> = [];
    for (let index = 0; index < 8; index += 1) {
      const socket = openSocket(readers[index % 2]!.client, { auth: { since } });
      sockets.push(socket);
      joined.push({ received: collect(socket, 'signal:created'), answers: collect(socket, 'live:caught-up') });
      await connected(socket);
      // The next socket joins after at least one more push (while there are pushes to come), so the sockets join at
      // different points of the runs.
      const pushedBefore = pushed.length;
      await eventually(() => pushed.length > pushedBefore || publishedAll, `a push after socket ${index} joined`);
    }
    await allPublished;
    const total = published.flat().length;
    for (const [index, { received, answers }] of joined.entries()) {
      await eventually(() => answers.length === 1 && received.length >= total, `every push to socket ${index}`);
    }
    // One more signal from each process, published once every socket has had every push: each reaches a socket after
    // anything its catch-up still had to send it, so once both are there, a second copy of any push would be too.
    for (const [publisher, admin] of admins.entries()) {
      const created = await admin.post<{ id: number }>('/api/signals', { ...premiumFutures, isPremium: false, pair: `P${publisher}LAST/USDT` });
      published[publisher]!.push(created.body.id);
    }
    const all = published.flat().sort((a, b) => a - b);
    for (const [index, { received }] of joined.entries()) {
      await eventually(() => admins.every((_, publisher) => received.some((signal) => signal.id === published[publisher]!.at(-1))), `the last pushes to socket ${index}`);
    }
    for (const { received, answers } of joined) {
      expect(answers).toEqual([{ complete: true }]);
      const ids = received.map((signal) => signal.id);
      // Each once. Each publisher's in the order it published them: two processes' pushes have no order between them
      // (a socket on either meets them in the order they reach its process); one process's do.
      expect([...ids].sort((a, b) => a - b)).toEqual(all);
      for (const run of published) {
        expect(ids.filter((id) => run.includes(id))).toEqual(run);
      }
      // Not premium: the locked shape for the premium ones, from the stream as live.
      expect(received.filter((signal) => signal.locked).map((signal) => signal.id).sort((a, b) => a - b)).toEqual([...premium].sort((a, b) => a - b));
    }
  });

  it('tells a socket asking from before the stream holds to read again', { timeout: 60_000 }, async () => {
    const reader = await member(two.url);
    // Further back than socket.io keeps sessions for (2 minutes): not replayed, as one process does not.
    const asking = openSocket(reader.client, { auth: { since: Date.now() - 3 * 60_000 } });
    sockets.push(asking);
    const answers = collect(asking, 'live:caught-up');
    await connected(asking);
    await eventually(() => answers.length === 1, 'the catch-up answer');
    expect(answers).toEqual([{ complete: false }]);
  });

  it('counts failed sign-ins on both processes together', { timeout: 60_000 }, async () => {
    const target = await member(one.url);
    const wrong = { username: target.username, password: 'Wrong#Password1' };
    for (let i = 0; i < 10; i += 1) {
      // Alternating processes, as a load balancer spreads a guesser's requests.
      expect((await new TestClient(i % 2 === 0 ? one.url : two.url).post('/api/login', wrong)).status).toBe(401);
    }
    const locked = await new TestClient(two.url).post('/api/login', { username: target.username, password: 'Member#2026' });
    expect(locked.status).toBe(429);
  });

  it('counts a member’s replies to support on both processes together', { timeout: 60_000 }, async () => {
    const writer = await member(one.url);
    const elsewhere = await signIn(clientsAt(two.url), { username: writer.username, password: 'Member#2026' });
    const ticket = await writer.client.post<{ id: number }>('/api/user/tickets', { subject: 'Across processes', message: 'A ticket answered through both processes.' });
    expect(ticket.status).toBe(201);
    for (let i = 0; i < SUPPORT_RATE_LIMITS.replies.points; i += 1) {
      // Alternating processes, as a load balancer spreads one member's requests.
      const reply = await (i % 2 === 0 ? writer.client : elsewhere).post(`/api/user/tickets/${ticket.body.id}/responses`, { message: `Reply number ${i} on this.` });
      expect(reply.status).toBe(201);
    }
    for (const client of [writer.client, elsewhere]) {
      const limited = await client.post(`/api/user/tickets/${ticket.body.id}/responses`, { message: 'One reply too many.' });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('counts password-reset requests for one address on both processes together', { timeout: 60_000 }, async () => {
    const email = `reset-${randomBytes(4).toString('hex')}@example.com`;
    for (let i = 0; i < RESET_REQUESTS_PER_EMAIL; i += 1) {
      // Alternating processes, as a load balancer spreads one person's requests.
      expect((await new TestClient(i % 2 === 0 ? one.url : two.url).post('/api/password-reset', { email })).status).toBe(200);
    }
    for (const url of [one.url, two.url]) {
      const limited = await new TestClient(url).post('/api/password-reset', { email });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('counts the e-mails confirming one address on both processes together, whatever the account', { timeout: 60_000 }, async () => {
    const email = `confirm-${randomBytes(4).toString('hex')}@example.com`;
    // Two sign-ups with the address, one through each process: two confirmation e-mails of the three an hour.
    const accounts: TestClient[] = [];
    for (const url of [one.url, two.url]) {
      const username = `c${randomBytes(4).toString('hex')}`;
      const client = new TestClient(url);
      expect((await client.post('/api/register', { username, email, password: 'Member#2026' })).status).toBe(201);
      accounts.push(client);
    }
    expect((await accounts[0]!.post('/api/user/email-verification')).status).toBe(200);
    const limited = await accounts[1]!.post('/api/user/email-verification');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts a member’s new-sign-in alerts beyond the bell on both processes together', { timeout: 60_000 }, async () => {
    const target = await member(one.url);
    // `member` signed in once from a browser other than the one that signed up: that alert is the first of the hour.
    for (let i = 1; i < NEW_SIGN_IN_ALERTS_PER_HOUR + 2; i += 1) {
      // Alternating processes, as a load balancer spreads sign-ins from new browsers.
      await signIn(clientsAt(i % 2 === 0 ? one.url : two.url), { username: target.username, password: 'Member#2026' });
    }
    const db = sharedDatabase();
    const mails = await OutboxMessage.query(db).where({ userId: target.id, channel: 'email' }).where('body', 'like', '%Someone signed in to your account%');
    expect(mails).toHaveLength(NEW_SIGN_IN_ALERTS_PER_HOUR);
    const bell = (await target.client.get<Array<{ title: string }>>('/api/notifications')).body.filter((n) => n.title === 'New sign-in to your account');
    expect(bell).toHaveLength(NEW_SIGN_IN_ALERTS_PER_HOUR + 2);
  });

  it('answers the signal list from either process with a signal written on the other at once', { timeout: 60_000 }, async () => {
    const admin = await signIn(clientsAt(two.url), CHILD_ADMIN);
    const reader = await member(one.url);
    // Fills process one's list cache first.
    const before = await reader.client.get<Signal[]>('/api/signals?limit=5');
    expect(before.status).toBe(200);
    const created = await admin.post<{ id: number }>('/api/signals', { ...premiumFutures, isPremium: false, pair: 'SOL/USDT' });
    // The cache keeps a list for up to 2 s without a notice: the new signal showing well within that proves the notice arrived.
    const deadline = Date.now() + 1500;
    let top: number | undefined;
    while (top !== created.body.id && Date.now() < deadline) {
      top = (await reader.client.get<Signal[]>('/api/signals?limit=5')).body[0]?.id;
    }
    expect(top).toBe(created.body.id);
  });

  it('answers the track record from either process with a signal written on the other at once', { timeout: 60_000 }, async () => {
    const admin = await signIn(clientsAt(two.url), CHILD_ADMIN);
    const visitor = new TestClient(one.url);
    // Fills process one's cache first.
    const before = await visitor.get<TrackRecord>('/api/track-record');
    expect(before.status).toBe(200);
    expect((await admin.post('/api/signals', { ...premiumFutures, pair: 'DOT/USDT' })).status).toBe(201);
    // The cache keeps an answer for up to 30 s without a notice: the count rising within 1.5 s proves the notice arrived.
    const deadline = Date.now() + 1500;
    let total = before.body.total;
    while (total === before.body.total && Date.now() < deadline) {
      total = (await visitor.get<TrackRecord>('/api/track-record')).body.total;
    }
    expect(total).toBe(before.body.total + 1);
  });
});
