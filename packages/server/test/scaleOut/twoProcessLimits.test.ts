import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SUPPORT_RATE_LIMITS, type Signal, type SignalSourceCreated, type TrackRecord } from '@signals/protocol';
import { OutboxMessage } from '../../src/db/models/index.js';
import { SIGNAL_HOOK_DEFAULT_RATE_LIMIT } from '../../src/services/signalHooks/hookThrottle.js';
import { NEW_SIGN_IN_ALERTS_PER_HOUR } from '../../src/services/alerts/newSignInAlertThrottle.js';
import { RESET_REQUESTS_PER_EMAIL } from '../../src/services/mail/passwordResetThrottle.js';
import { CHILD_ADMIN } from '../support/childServer.js';
import { eventually } from '../support/events.js';
import { clientsAt, signIn } from '../support/signIn.js';
import { TestClient } from '../support/testClient.js';

import { twoProcesses } from './twoProcessWorld.js';

const world = twoProcesses();

describe('two processes on PostgreSQL and Redis: shared limits and caches', () => {
  it('counts failed sign-ins on both processes together', { timeout: 60_000 }, async () => {
    const target = await world.member(world.one.url);
    const wrong = { username: target.username, password: 'Wrong#Password1' };
    for (let i = 0; i < 10; i += 1) {
      // Alternating processes, as a load balancer spreads a guesser's requests.
      expect((await new TestClient(i % 2 === 0 ? world.one.url : world.two.url).post('/api/login', wrong)).status).toBe(401);
    }
    const locked = await new TestClient(world.two.url).post('/api/login', { username: target.username, password: 'Member#2026' });
    expect(locked.status).toBe(429);
  });

  it('counts a member’s replies to support on both processes together', { timeout: 60_000 }, async () => {
    const writer = await world.member(world.one.url);
    const elsewhere = await signIn(clientsAt(world.two.url), { username: writer.username, password: 'Member#2026' });
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

  it('counts a webhook source’s deliveries on both processes together', { timeout: 60_000 }, async () => {
    const admin = await signIn(clientsAt(world.one.url), CHILD_ADMIN);
    const source = await admin.post<SignalSourceCreated>('/api/admin/signal-sources', { name: 'Across processes', mode: 'draft' });
    expect(source.status).toBe(201);
    const path = new URL(source.body.url).pathname;
    const deliver = (url: string, id: number) =>
      new TestClient(url).post(path, { secret: source.body.secret, id: `across-${id}`, pair: 'BTCUSDT', side: 'long', exchange: 'Binance', leverage: 5, entry: 64000, tp1: 65000, sl: 63000 });
    for (let i = 0; i < SIGNAL_HOOK_DEFAULT_RATE_LIMIT; i += 1) {
      // Alternating processes, as a load balancer spreads one sender's alerts.
      expect((await deliver(i % 2 === 0 ? world.one.url : world.two.url, i)).status).toBe(202);
    }
    for (const url of [world.one.url, world.two.url]) {
      expect((await deliver(url, SIGNAL_HOOK_DEFAULT_RATE_LIMIT)).status).toBe(429);
    }
  });

  it('counts password-reset requests for one address on both processes together', { timeout: 60_000 }, async () => {
    const email = `reset-${randomBytes(4).toString('hex')}@example.com`;
    for (let i = 0; i < RESET_REQUESTS_PER_EMAIL; i += 1) {
      // Alternating processes, as a load balancer spreads one person's requests.
      expect((await new TestClient(i % 2 === 0 ? world.one.url : world.two.url).post('/api/password-reset', { email })).status).toBe(200);
    }
    for (const url of [world.one.url, world.two.url]) {
      const limited = await new TestClient(url).post('/api/password-reset', { email });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('counts the e-mails confirming one address on both processes together, whatever the account', { timeout: 60_000 }, async () => {
    const email = `confirm-${randomBytes(4).toString('hex')}@example.com`;
    // Two sign-ups with the address, one through each process: two confirmation e-mails of the three an hour.
    const accounts: TestClient[] = [];
    for (const url of [world.one.url, world.two.url]) {
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
    const target = await world.member(world.one.url);
    // `member` signed in once from a browser other than the one that signed up: that alert is the first of the hour.
    for (let i = 1; i < NEW_SIGN_IN_ALERTS_PER_HOUR + 2; i += 1) {
      // Alternating processes, as a load balancer spreads sign-ins from new browsers.
      await signIn(clientsAt(i % 2 === 0 ? world.one.url : world.two.url), { username: target.username, password: 'Member#2026' });
    }
    const db = world.sharedDatabase();
    const mails = await OutboxMessage.query(db).where({ userId: target.id, channel: 'email' }).where('body', 'like', '%Someone signed in to your account%');
    expect(mails).toHaveLength(NEW_SIGN_IN_ALERTS_PER_HOUR);
    const bell = (await target.client.get<Array<{ title: string }>>('/api/notifications')).body.filter((n) => n.title === 'New sign-in to your account');
    expect(bell).toHaveLength(NEW_SIGN_IN_ALERTS_PER_HOUR + 2);
  });

  it('answers the signal list from either process with a signal written on the other at once', { timeout: 60_000 }, async () => {
    const admin = await signIn(clientsAt(world.two.url), CHILD_ADMIN);
    const reader = await world.member(world.one.url);
    // Fills process one's list cache first.
    const before = await reader.client.get<Signal[]>('/api/signals?limit=5');
    expect(before.status).toBe(200);
    const created = await admin.post<{ id: number }>('/api/signals', { ...world.premiumFutures, isPremium: false, pair: 'SOL/USDT' });
    // The processes keep lists for an hour here (twoProcessWorld): the new signal showing at all proves the notice arrived.
    await eventually(async () => (await reader.client.get<Signal[]>('/api/signals?limit=5')).body[0]?.id === created.body.id, 'the new signal on the other process', 30_000);
  });

  it('answers the track record from either process with a signal written on the other at once', { timeout: 60_000 }, async () => {
    const admin = await signIn(clientsAt(world.two.url), CHILD_ADMIN);
    const visitor = new TestClient(world.one.url);
    // Fills process one's cache first.
    const before = await visitor.get<TrackRecord>('/api/track-record');
    expect(before.status).toBe(200);
    expect((await admin.post('/api/signals', { ...world.premiumFutures, pair: 'DOT/USDT' })).status).toBe(201);
    // The processes keep answers for an hour here (twoProcessWorld): the count rising at all proves the notice arrived.
    let total = before.body.total;
    await eventually(async () => {
      total = (await visitor.get<TrackRecord>('/api/track-record')).body.total;
      return total !== before.body.total;
    }, 'the track record to count the new signal on the other process', 30_000);
    expect(total).toBe(before.body.total + 1);
  });
});
