import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultNotificationPreferences, FullSignal, LockedSignal, MESSAGES, routes } from '@signals/protocol';
import { OutboxMessage, type Signal } from '../../db/models/index.js';
import { NOT_SENT_REASONS } from '../../services/outbox/eligibility.js';
import { collect, eventually } from '../../../test/support/events.js';
import { buildSignal, uniqueCoin } from '../../../test/support/factories/signals.js';
import { withSettings } from '../../../test/support/settings.js';
import { adminCallers, signedInUser } from '../../../test/support/signIn.js';
import type { TestClient } from '../../../test/support/testClient.js';
import { connected, openSocket, type TestSocket } from '../../../test/support/testSocket.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';
import { englishAnswer } from '../../../test/support/inEnglish.js';

let server: TestServer;
let admin: TestClient;
const sockets: TestSocket[] = [];
let restoreSettings: (() => Promise<void>) | null = null;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await adminCallers(server)).adminClient;
});
afterEach(async () => {
  sockets.splice(0).forEach((socket) => socket.close());
  await restoreSettings?.();
  restoreSettings = null;
});
afterAll(async () => {
  await server.close();
});

const followPath = (id: number) => `/api/signals/${id}/follow`;

async function following(client: TestClient, signalId: number): Promise<boolean> {
  const response = await client.get(followPath(signalId));
  expect(response.status, response.text).toBe(200);
  return routes.getSignalFollow.response.parse(response.body).following;
}

async function step(signalId: number, body: unknown): Promise<void> {
  const response = await admin.post(`/api/admin/signals/${signalId}/events`, body);
  expect(response.status, response.text).toBe(201);
}

/** A premium futures trade (long from 3500, exchange Bybit) on a pair of its own. */
async function premiumTrade(): Promise<Signal> {
  return buildSignal(server.app.db, { signalType: 'futures', isPremium: true, pair: `${uniqueCoin()}/USDT` });
}

async function liveMember(overrides: Parameters<typeof signedInUser>[1] = {}) {
  const { user, client } = await signedInUser(server, overrides);
  const socket = openSocket(client);
  sockets.push(socket);
  const notifications = collect(socket, 'notification:created');
  const updates = collect(socket, 'signal:updated');
  const records = collect(socket, 'track-record:changed');
  await connected(socket);
  return { user, client, notifications, updates, records };
}

type LiveMember = Awaited<ReturnType<typeof liveMember>>;

const MARKER = 'Nothing before this is left to arrive';

/**
 * Sends the members an admin's notification and waits until each app has it. Pushes go out in the order their writes
 * committed, and one connection delivers them in order: whatever an earlier write pushed to these members has arrived
 * by then, so what they did not get, they never will.
 */
async function afterEverythingBefore(...members: LiveMember[]): Promise<void> {
  const sent = await admin.post('/api/admin/notifications', { title: MARKER, message: 'Sent by the test after the writes it checks.', type: 'info', userIds: members.map(({ user }) => user.id), sendInApp: true });
  expect(sent.status, sent.text).toBe(201);
  await eventually(() => members.every(({ notifications }) => notifications.some(({ title }) => title === MARKER)), 'the notification sent last');
}

describe('following a signal', () => {
  it('reads, follows and stops following, each idempotent; 404 for an unknown signal', async () => {
    const { client } = await signedInUser(server);
    const signal = await buildSignal(server.app.db);
    expect(await following(client, signal.id)).toBe(false);
    for (let i = 0; i < 2; i += 1) {
      const put = await client.put(followPath(signal.id));
      expect(put.status).toBe(200);
      expect(put.body).toEqual({ signalId: signal.id, following: true });
    }
    expect(await following(client, signal.id)).toBe(true);
    for (let i = 0; i < 2; i += 1) {
      const del = await client.delete(followPath(signal.id));
      expect(del.status).toBe(200);
      expect(del.body).toEqual({ signalId: signal.id, following: false });
    }
    expect(await following(client, signal.id)).toBe(false);
    for (const method of ['get', 'put', 'delete'] as const) {
      const response = await client[method](followPath(987654321));
      expect(response.status, method).toBe(404);
      expect(response.body).toEqual(englishAnswer(MESSAGES.signalNotFound));
    }
  });

  it('follows an open signal when a member opens its detail, but not after they opted out, not a closed one, and not for an admin', async () => {
    const { client } = await signedInUser(server);
    const opened = await buildSignal(server.app.db);
    expect((await client.get(`/api/signals/${opened.id}`)).status).toBe(200);
    expect(await following(client, opened.id)).toBe(true);

    expect((await client.delete(followPath(opened.id))).status).toBe(200);
    await client.get(`/api/signals/${opened.id}`);
    expect(await following(client, opened.id)).toBe(false);

    const closed = await buildSignal(server.app.db);
    await step(closed.id, { kind: 'closed', resultPercent: 1 });
    await client.get(`/api/signals/${closed.id}`);
    expect(await following(client, closed.id)).toBe(false);

    // Refused detail (a premium signal for a free member): nothing opened, nothing followed.
    const locked = await premiumTrade();
    expect((await client.get(`/api/signals/${locked.id}`)).status).toBe(403);
    expect(await following(client, locked.id)).toBe(false);

    await admin.get(`/api/signals/${opened.id}`);
    expect(await following(admin, opened.id)).toBe(false);
  });
});

describe('live: an outcome event reaches open apps', () => {
  it('sends signal:updated in each room shape and track-record:changed to everyone', async () => {
    const signal = await premiumTrade();
    const premium = await liveMember({ isPremium: true });
    const free = await liveMember();

    await step(signal.id, { kind: 'tp1_hit' });
    await eventually(() => premium.updates.length === 1 && free.updates.length === 1 && premium.records.length === 1 && free.records.length === 1, 'the pushes of the step');
    expect(FullSignal.parse(premium.updates[0])).toMatchObject({ id: signal.id, outcome: 'open', exchange: 'Bybit' });
    expect(LockedSignal.parse(free.updates[0])).toMatchObject({ id: signal.id, outcome: 'open' });
    expect(new Date(free.records[0]!.at).getTime()).toBeLessThanOrEqual(Date.now());

    // Closed and revealed (the default): the free room now gets the full trade.
    await step(signal.id, { kind: 'stop_hit', price: 3430 });
    await eventually(() => free.updates.length === 2 && free.records.length === 2, 'the pushes of the close');
    expect(FullSignal.parse(free.updates[1])).toMatchObject({ outcome: 'lost', resultPercent: -2, exitPrice: 3430 });
  });
});

describe('followers are told when a signal closes', () => {
  it('notifies a follower in the app (prices included while the setting reveals the trade) and nobody else', async () => {
    const signal = await premiumTrade();
    const follower = await liveMember();
    const bystander = await liveMember();
    const optedOut = await liveMember();
    expect((await follower.client.put(followPath(signal.id))).status).toBe(200);
    expect((await optedOut.client.put(followPath(signal.id))).status).toBe(200);
    expect((await optedOut.client.delete(followPath(signal.id))).status).toBe(200);

    await step(signal.id, { kind: 'tp1_hit' });
    await step(signal.id, { kind: 'stop_hit', price: 3430 });
    await afterEverythingBefore(follower, bystander, optedOut);
    expect(follower.notifications[1]).toMatchObject({
      userId: follower.user.id,
      type: 'signal',
      title: `${signal.pair} closed: lost -2.00%`,
      message: `Stopped out: the ${signal.pair} signal you follow exited at 3430 from an entry of 3500, -2.00% (-20.00% at 10x).`,
    });
    // The target hit before it notified the follower too, without its price (an open premium trade is locked to them),
    // and only the follower.
    expect(follower.notifications.map(({ title, message }) => ({ title, message }))).toEqual([
      { title: `${signal.pair}: Target 1 hit`, message: `Target 1 hit on the ${signal.pair} signal you follow, which is still open. Premium shows its levels and notes.` },
      { title: `${signal.pair} closed: lost -2.00%`, message: `Stopped out: the ${signal.pair} signal you follow exited at 3430 from an entry of 3500, -2.00% (-20.00% at 10x).` },
      { title: MARKER, message: 'Sent by the test after the writes it checks.' },
    ]);
    expect(bystander.notifications.map(({ title }) => title)).toEqual([MARKER]);
    expect(optedOut.notifications.map(({ title }) => title)).toEqual([MARKER]);
    const listed = await follower.client.get('/api/notifications');
    expect(JSON.stringify(listed.body)).toContain(`${signal.pair} closed: lost -2.00%`);
    // E-mail too, as their signal-alert preferences say (on by default); SMS is for premium members.
    const outbox = await OutboxMessage.query(server.app.db).where({ userId: follower.user.id }).orderBy(['channel', 'id']);
    expect(outbox.map((row) => [row.channel, row.reason === NOT_SENT_REASONS.emailOff])).toEqual([['email', false], ['email', false], ['sms', false], ['sms', false]]);
    expect(outbox.filter((row) => row.channel === 'sms').map((row) => row.reason)).toEqual([NOT_SENT_REASONS.notPremium, NOT_SENT_REASONS.notPremium]);
    expect(await OutboxMessage.query(server.app.db).whereIn('userId', [bystander.user.id, optedOut.user.id]).resultSize()).toBe(0);
  });

  it('leaves the prices out for a follower who may not see the trade, and says a cancellation plainly, with its reason', async () => {
    restoreSettings = await withSettings(server.app.db, { reveal_closed_premium_signals: 'false' });
    const won = await premiumTrade();
    const cancelled = await premiumTrade();
    const follower = await liveMember();
    await follower.client.put(followPath(won.id));
    await follower.client.put(followPath(cancelled.id));

    await step(won.id, { kind: 'tp2_hit', price: 3700 });
    await step(cancelled.id, { kind: 'cancelled', reason: 'The entry was never reached' });
    await eventually(() => follower.notifications.length === 2, 'both notifications');
    expect(follower.notifications.map(({ title, message }) => ({ title, message }))).toEqual([
      { title: `${won.pair} closed: won +5.71%`, message: `Target 2 hit: the ${won.pair} signal you follow ended with +5.71%.` },
      { title: `${cancelled.pair} was cancelled`, message: `The ${cancelled.pair} signal you follow was cancelled before it ended: The entry was never reached. It counts in no result.` },
    ]);
    expect(JSON.stringify(follower.notifications)).not.toContain('3700');
  });

  it('tells followers of every step short of the close: a premium follower the price and the note, a free one that it happened', async () => {
    const signal = await premiumTrade();
    const premium = await liveMember({ isPremium: true });
    const free = await liveMember();
    await premium.client.put(followPath(signal.id));
    await free.client.put(followPath(signal.id));

    await step(signal.id, { kind: 'tp1_hit', price: 3610.5 });
    await step(signal.id, { kind: 'stop_moved', price: 3500 });
    await step(signal.id, { kind: 'note', note: 'Half taken off at the first target' });
    await afterEverythingBefore(premium, free);
    expect(premium.notifications.map(({ title, message }) => ({ title, message }))).toEqual([
      { title: `${signal.pair}: Target 1 hit`, message: `Target 1 hit at 3610.5: the ${signal.pair} signal you follow is still open.` },
      { title: `${signal.pair}: Stop moved`, message: `Stop moved at 3500: the ${signal.pair} signal you follow is still open.` },
      { title: `${signal.pair}: Note`, message: `A note on the ${signal.pair} signal you follow: Half taken off at the first target` },
      { title: MARKER, message: 'Sent by the test after the writes it checks.' },
    ]);
    expect(free.notifications.map(({ title }) => title)).toEqual([`${signal.pair}: Target 1 hit`, `${signal.pair}: Stop moved`, `${signal.pair}: Note`, MARKER]);
    // Nothing of the trade reaches the free follower, in the app or by e-mail.
    const freeMail = await OutboxMessage.query(server.app.db).where({ userId: free.user.id, channel: 'email' });
    expect(freeMail).toHaveLength(3);
    for (const text of [JSON.stringify(free.notifications), JSON.stringify(freeMail)]) {
      expect(text).not.toMatch(/3610|3500|Half taken off/);
    }
  });

  it('tells a German follower in German', async () => {
    const signal = await premiumTrade();
    const follower = await liveMember({ isPremium: true });
    expect((await follower.client.post('/api/user/language', { language: 'de' })).status).toBe(200);
    await follower.client.put(followPath(signal.id));
    await step(signal.id, { kind: 'stop_moved', price: 3550.25 });
    await eventually(() => follower.notifications.length === 1, 'the step');
    expect(follower.notifications[0]).toMatchObject({ title: `${signal.pair}: Stop verschoben`, message: `Stop verschoben bei 3550,25: Das ${signal.pair}-Signal, dem Sie folgen, ist weiter offen.` });
  });

  it('follows the member\'s signal-alert preferences: none in the app when they turned it off, and no e-mail either', async () => {
    const signal = await buildSignal(server.app.db);
    const quiet = await liveMember();
    const preferences = defaultNotificationPreferences(false);
    const saved = await quiet.client.put('/api/user/notification-preferences', { ...preferences, newSignals: { app: false, push: false, email: false, sms: false } });
    expect(saved.status).toBe(200);
    await quiet.client.put(followPath(signal.id));

    await step(signal.id, { kind: 'closed', resultPercent: 0.8 });
    await afterEverythingBefore(quiet);
    expect(quiet.notifications.map(({ title }) => title)).toEqual([MARKER]);
    const email = await OutboxMessage.query(server.app.db).where({ userId: quiet.user.id, channel: 'email' }).first();
    expect(email?.reason).toBe(NOT_SENT_REASONS.emailOff);
  });
});
