import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, routes, TrackRecord, type FullSignal, type SignalInput } from '@signals/protocol';
import { AuditLog, Notification, Signal, SignalEvent } from '../../db/models/index.js';
import { captureEvents, collect, eventually } from '../../../test/support/events.js';
import { buildSignal, uniqueCoin } from '../../../test/support/factories/signals.js';
import { adminCallers, signedInUser } from '../../../test/support/signIn.js';
import type { TestClient } from '../../../test/support/testClient.js';
import { connected, openSocket, type TestSocket } from '../../../test/support/testSocket.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';
import { serverText } from '../../i18n/serverText.js';
import { englishAnswer } from '../../../test/support/inEnglish.js';

// Issue 38: the record cannot be cleaned. The spec's delete voids a signal members were told of (kept in its
// timeline and in the track record, with the admin's reason), and deletes for good only a draft never announced.

let server: TestServer;
let callers: Awaited<ReturnType<typeof adminCallers>>;
let member: TestClient;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  callers = await adminCallers(server);
  member = (await signedInUser(server)).client;
});
afterEach(() => {
  sockets.splice(0).forEach((socket) => socket.close());
});
afterAll(async () => {
  await server.close();
});

const REASON = 'Published with the wrong pair: the trade was never meant';

/** A free arbitrage signal on a pair of its own, written through the back office as an admin does; `isActive: false` saves a draft. */
async function publish(overrides: Partial<SignalInput> = {}): Promise<{ signal: FullSignal; coin: string }> {
  const coin = uniqueCoin();
  const input: SignalInput = { pair: `${coin}/USDT`, signalType: 'arbitrage', profitPercentage: 1.2, buyExchange: 'Kraken', sellExchange: 'OKX', buyPrice: 3000, sellPrice: 3036, ...overrides };
  const response = await callers.adminClient.post('/api/signals', input);
  expect(response.status, response.text).toBe(201);
  return { signal: routes.createSignal.response.parse(response.body), coin };
}

const remove = (id: number, body?: unknown) => callers.adminClient.delete(`/api/signals/${id}`, body === undefined ? {} : { body });

async function memberList(coin: string): Promise<number[]> {
  const response = await member.get(`/api/signals?coin=${coin}`);
  expect(response.status, response.text).toBe(200);
  return routes.listSignals.response.parse(response.body).map((signal) => signal.id);
}

async function adminList(coin: string, outcome?: string): Promise<number[]> {
  const response = await callers.adminClient.get(`/api/admin/signals?search=${coin}${outcome ? `&outcome=${outcome}` : ''}`);
  expect(response.status, response.text).toBe(200);
  return routes.adminListSignals.response.parse(response.body).items.map((signal) => signal.id);
}

async function record(): Promise<TrackRecord> {
  const response = await server.client().get('/api/track-record');
  expect(response.status, response.text).toBe(200);
  return TrackRecord.parse(response.body);
}

async function csvLineOf(id: number): Promise<string | undefined> {
  const response = await server.client().get('/api/track-record/signals.csv');
  expect(response.status).toBe(200);
  return response.text.split('\r\n').find((line) => line.startsWith(`${id},`));
}

async function liveSocket(client: TestClient): Promise<TestSocket> {
  const socket = openSocket(client);
  sockets.push(socket);
  await connected(socket);
  return socket;
}

describe('DELETE /api/signals/:id of a published signal', () => {
  it('voids it: out of the member lists, the admin default list and the live feed; kept in its timeline and in the record with its reason', async () => {
    const { signal, coin } = await publish();
    // Everything that shows it is asked first, so a cache that outlived the delete would be caught.
    expect(await memberList(coin)).toEqual([signal.id]);
    expect(await adminList(coin)).toEqual([signal.id]);
    const before = await record();
    const socket = await liveSocket(member);
    const removed = collect(socket, 'signal:deleted');
    const recordChanged = collect(socket, 'track-record:changed');

    const response = await remove(signal.id, { reason: `  ${REASON}  ` });
    expect(response.status, response.text).toBe(200);
    expect(routes.deleteSignal.response.parse(response.body)).toEqual({ ok: true, voided: true });

    // Open apps drop it as they drop a deleted signal, and refetch the record.
    await eventually(() => removed.length === 1 && recordChanged.length === 1, 'the removal and the record change on the member socket');
    expect(removed).toEqual([{ id: signal.id }]);
    expect(await memberList(coin)).toEqual([]);
    expect(await adminList(coin)).toEqual([]);
    expect(await adminList(coin, 'voided')).toEqual([signal.id]);

    // Still there by id: its detail says how it ended and why, and its timeline keeps the voiding with the admin.
    const detail = await member.get(`/api/signals/${signal.id}`);
    expect(detail.status).toBe(200);
    expect(routes.getSignal.response.parse(detail.body)).toMatchObject({ id: signal.id, outcome: 'voided', closeReason: REASON, resultPercent: null, status: 'expired' });
    const timeline = routes.signalTimeline.response.parse((await member.get(`/api/signals/${signal.id}/timeline`)).body);
    expect(timeline).toEqual([expect.objectContaining({ kind: 'voided', reason: REASON, price: null, resultPercent: null, note: null, noteLocked: false })]);
    expect(await SignalEvent.query(server.app.db).where({ signalId: signal.id })).toEqual([
      expect.objectContaining({ kind: 'voided', reason: REASON, createdBy: callers.admin.id, requestId: expect.any(String) as string }),
    ]);

    // In the record, counted apart: never in a rate; listed with its reason, in the page and in the CSV.
    const after = await record();
    expect(after).toMatchObject({
      total: before.total,
      closed: before.closed,
      winRate: before.winRate,
      voided: before.voided + 1,
      awaiting: before.awaiting - 1,
    });
    expect(after.total).toBe(after.closed + after.cancelled + after.voided + after.awaiting);
    expect(after.recent[0]).toMatchObject({ id: signal.id, outcome: 'voided', closeReason: REASON });
    const line = await csvLineOf(signal.id);
    // Then where it is in the signal log (a free signal: no salt to open).
    expect(line?.split(',').slice(-7)).toEqual(['voided', signal.createdAt, after.recent[0]!.closedAt, REASON, String(signal.logIndex), signal.loggedAt, '']);

    const audit = await AuditLog.query(server.app.db).where({ action: 'signal.void', entityId: signal.id });
    expect(audit).toEqual([expect.objectContaining({ actorId: callers.admin.id, after: expect.objectContaining({ reason: REASON, outcome: 'voided' }) as unknown })]);
    expect(await AuditLog.query(server.app.db).where({ action: 'signal.delete', entityId: signal.id }).resultSize()).toBe(0);
  });

  it('answers 400 without a reason and changes nothing', async () => {
    const { signal, coin } = await publish();
    const events = captureEvents(server);
    for (const body of [undefined, {}, { reason: '' }, { reason: '    ' }, { reason: null }, { reason: 42 }]) {
      const response = await remove(signal.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toMatchObject({
        message: 'Give the reason for deleting this signal',
        issues: [{ path: 'reason', message: 'Give the reason for deleting this signal' }],
      });
    }
    const tooLong = await remove(signal.id, { reason: 'x'.repeat(501) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ issues: [{ path: 'reason' }] });

    expect(await Signal.query(server.app.db).findById(signal.id)).toMatchObject({ outcome: 'open', closeReason: null, closedAt: null });
    expect(await SignalEvent.query(server.app.db).where({ signalId: signal.id }).resultSize()).toBe(0);
    expect(await AuditLog.query(server.app.db).where({ entityType: 'signal', entityId: signal.id }).whereIn('action', ['signal.void', 'signal.delete']).resultSize()).toBe(0);
    expect(events.events).toEqual([]);
    events.stop();
    expect(await memberList(coin)).toEqual([signal.id]);
  });

  it('voids an open signal that has steps recorded, keeping them; refuses an ended one (409) and a second delete', async () => {
    const { signal } = await publish({ signalType: 'futures', direction: 'long', exchange: 'Bybit', leverage: 5, entryPrice: 3500, takeProfit1: 3600, stopLoss: 3400 });
    const step = await callers.adminClient.post(`/api/admin/signals/${signal.id}/events`, { kind: 'tp1_hit' });
    expect(step.status, step.text).toBe(201);
    expect((await remove(signal.id, { reason: REASON })).body).toEqual({ ok: true, voided: true });
    expect((await SignalEvent.query(server.app.db).where({ signalId: signal.id }).orderBy('id')).map((event) => event.kind)).toEqual(['tp1_hit', 'voided']);

    const again = await remove(signal.id, { reason: REASON });
    expect(again.status).toBe(409);
    expect(again.body).toEqual(englishAnswer(MESSAGES.signalClosed));

    const { signal: won } = await publish({ signalType: 'futures', direction: 'long', exchange: 'Bybit', leverage: 5, entryPrice: 3500, takeProfit1: 3600, stopLoss: 3400 });
    expect((await callers.adminClient.post(`/api/admin/signals/${won.id}/events`, { kind: 'closed', price: 3700 })).status).toBe(201);
    const ended = await remove(won.id, { reason: REASON });
    expect(ended.status).toBe(409);
    expect(ended.body).toEqual(englishAnswer(MESSAGES.signalClosed));
    expect(await Signal.query(server.app.db).findById(won.id)).toMatchObject({ outcome: 'won', closeReason: null });
  });

  it('tells the members who follow it that it was withdrawn, with the reason', async () => {
    const { signal } = await publish();
    const { user, client } = await signedInUser(server);
    // Opening the detail follows the signal.
    expect((await client.get(`/api/signals/${signal.id}`)).status).toBe(200);
    expect((await remove(signal.id, { reason: REASON })).status).toBe(200);
    const notice = await Notification.query(server.app.db).where({ userId: user.id }).first();
    expect(notice).toMatchObject({
      title: serverText('en', 'alerts.close.voidedTitle', { pair: signal.pair }),
      message: serverText('en', 'alerts.close.voidedMessage', { pair: signal.pair, reason: REASON }),
    });
  });
});

describe('DELETE /api/signals/:id of a draft never announced', () => {
  it('is never shown to members, and is deleted for good, audited with the reason', async () => {
    const socket = await liveSocket(member);
    const created = collect(socket, 'signal:created');
    const { signal, coin } = await publish({ isActive: false });
    expect(await adminList(coin)).toEqual([signal.id]);
    // Members were never told of it: in no list, no detail, no timeline, no live event.
    expect(await memberList(coin)).toEqual([]);
    for (const path of [`/api/signals/${signal.id}`, `/api/signals/${signal.id}/timeline`, `/api/signals/${signal.id}/follow`]) {
      const response = await member.get(path);
      expect(response.status, path).toBe(404);
      expect(response.body).toEqual(englishAnswer(MESSAGES.signalNotFound));
    }
    const before = await record();

    const response = await remove(signal.id, { reason: 'Saved by mistake' });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({ ok: true, voided: false });
    expect(await Signal.query(server.app.db).findById(signal.id)).toBeUndefined();
    expect(await AuditLog.query(server.app.db).where({ action: 'signal.delete', entityId: signal.id })).toEqual([
      expect.objectContaining({ actorId: callers.admin.id, before: expect.objectContaining({ pair: signal.pair }) as unknown, after: { reason: 'Saved by mistake' } }),
    ]);
    expect(await record()).toMatchObject({ total: before.total, awaiting: before.awaiting, voided: before.voided });
    const again = await remove(signal.id, { reason: 'Saved by mistake' });
    expect(again.status).toBe(404);
    expect(again.body).toEqual(englishAnswer(MESSAGES.signalNotFound));
    expect(created.filter((sent) => sent.id === signal.id)).toEqual([]);
  });

  it('is voided instead when it has a recorded history: its events are evidence and are kept', async () => {
    const draft = await buildSignal(server.app.db, { pair: `${uniqueCoin()}/USDT`, isActive: false, announcedAt: null });
    expect((await callers.adminClient.post(`/api/admin/signals/${draft.id}/events`, { kind: 'note', note: 'Waiting for the book' })).status).toBe(201);
    expect((await remove(draft.id, { reason: REASON })).body).toEqual({ ok: true, voided: true });
    expect((await SignalEvent.query(server.app.db).where({ signalId: draft.id }).orderBy('id')).map((event) => event.kind)).toEqual(['note', 'voided']);
  });

  it('becomes a signal members see once activated, and is voided from then on', async () => {
    const { signal, coin } = await publish({ isActive: false });
    const input = { pair: signal.pair, signalType: 'arbitrage', profitPercentage: 1.2, buyExchange: 'Kraken', sellExchange: 'OKX', buyPrice: 3000, sellPrice: 3036, isActive: true };
    expect((await callers.adminClient.put(`/api/signals/${signal.id}`, input)).status).toBe(200);
    expect(await memberList(coin)).toEqual([signal.id]);
    // Switched off again: still announced, so still voided rather than erased.
    expect((await callers.adminClient.put(`/api/signals/${signal.id}`, { ...input, isActive: false })).status).toBe(200);
    expect((await remove(signal.id, { reason: REASON })).body).toEqual({ ok: true, voided: true });
  });
});
