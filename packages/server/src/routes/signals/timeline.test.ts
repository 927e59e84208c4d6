import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FullSignal, LockedSignal, MESSAGES, routes, Signal as SignalSchema, SignalRefusal } from '@signals/protocol';
import type { Signal } from '../../db/models/index.js';
import { buildSignal, uniqueCoin } from '../../../test/support/factories/signals.js';
import { withSettings } from '../../../test/support/settings.js';
import { adminCallers, signedInUser } from '../../../test/support/signIn.js';
import type { TestClient } from '../../../test/support/testClient.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';
import { englishAnswer } from '../../../test/support/inEnglish.js';

let server: TestServer;
let admin: TestClient;
let free: TestClient;
let premium: TestClient;
let restoreSettings: (() => Promise<void>) | null = null;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await adminCallers(server)).adminClient;
  free = (await signedInUser(server)).client;
  premium = (await signedInUser(server, { isPremium: true })).client;
});
afterEach(async () => {
  await restoreSettings?.();
  restoreSettings = null;
});
afterAll(async () => {
  await server.close();
});

/** A premium futures trade (long from 3500) on a pair of its own, so a coin filter lists it alone. */
async function premiumTrade(): Promise<{ signal: Signal; coin: string }> {
  const coin = uniqueCoin();
  return { signal: await buildSignal(server.app.db, { signalType: 'futures', isPremium: true, pair: `${coin}/USDT` }), coin };
}

async function step(signalId: number, body: unknown): Promise<void> {
  const response = await admin.post(`/api/admin/signals/${signalId}/events`, body);
  expect(response.status, response.text).toBe(201);
}

async function timeline(client: TestClient, signalId: number) {
  const response = await client.get(`/api/signals/${signalId}/timeline`);
  expect(response.status, response.text).toBe(200);
  return routes.signalTimeline.response.parse(response.body);
}

/** The signal as the member list shows it to this client. */
async function listed(client: TestClient, coin: string) {
  const response = await client.get(`/api/signals?coin=${coin}`);
  expect(response.status).toBe(200);
  const [signal] = routes.listSignals.response.parse(response.body);
  return signal!;
}

describe('GET /api/signals/:id/timeline', () => {
  it('answers the events in order; prices and notes only for viewers who may see the open trade, a locked note marked as such', async () => {
    const { signal } = await premiumTrade();
    await step(signal.id, { kind: 'tp1_hit' });
    await step(signal.id, { kind: 'stop_moved', price: 3520, note: 'Stop to 3520, add to the long at 3510' });
    await step(signal.id, { kind: 'note', note: 'Add to short at 7.51' });

    const forPremium = await timeline(premium, signal.id);
    expect(forPremium.map(({ kind, price, resultPercent, note, noteLocked }) => ({ kind, price, resultPercent, note, noteLocked }))).toEqual([
      { kind: 'tp1_hit', price: 3600, resultPercent: null, note: null, noteLocked: false },
      { kind: 'stop_moved', price: 3520, resultPercent: null, note: 'Stop to 3520, add to the long at 3510', noteLocked: false },
      { kind: 'note', price: null, resultPercent: null, note: 'Add to short at 7.51', noteLocked: false },
    ]);
    const times = forPremium.map((event) => new Date(event.at).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));

    // Issue 38: a note is part of the trade, behind the same rule as its prices (a free member once read "add to short at 7.51").
    const response = await free.get(`/api/signals/${signal.id}/timeline`);
    expect(response.text).not.toMatch(/7\.51|3510|add to/i);
    const forFree = routes.signalTimeline.response.parse(response.body);
    expect(forFree.map((event) => [event.kind, event.price, event.note, event.noteLocked])).toEqual([
      ['tp1_hit', null, null, false],
      ['stop_moved', null, null, true],
      ['note', null, null, true],
    ]);
    // Admins author the trade: they read every note.
    expect((await timeline(admin, signal.id)).map((event) => event.note)).toEqual([null, 'Stop to 3520, add to the long at 3510', 'Add to short at 7.51']);
  });

  it('shows everyone why a signal was cancelled, premium or not, whatever the reveal setting', async () => {
    const { signal, coin } = await premiumTrade();
    await step(signal.id, { kind: 'cancelled', reason: 'The exchange halted withdrawals', note: 'Re-entry plan: long at 3450' });
    restoreSettings = await withSettings(server.app.db, { reveal_closed_premium_signals: 'false' });

    const forFree = await timeline(free, signal.id);
    expect(forFree).toEqual([expect.objectContaining({ kind: 'cancelled', reason: 'The exchange halted withdrawals', note: null, noteLocked: true })]);
    const refused = await free.get(`/api/signals/${signal.id}`);
    expect(SignalRefusal.parse(refused.body).signal).toMatchObject({ outcome: 'cancelled', closeReason: 'The exchange halted withdrawals' });
    expect(await listed(free, coin)).toMatchObject({ outcome: 'cancelled', closeReason: 'The exchange halted withdrawals', locked: true });
    expect(JSON.stringify(forFree)).not.toContain('3450');
  });

  it('answers an empty life for a signal with no step yet, 404 for an unknown one, 401 for a visitor', async () => {
    const signal = await buildSignal(server.app.db);
    expect(await timeline(free, signal.id)).toEqual([]);
    const unknown = await free.get('/api/signals/987654321/timeline');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(englishAnswer(MESSAGES.signalNotFound));
    expect((await server.client().get(`/api/signals/${signal.id}/timeline`)).status).toBe(401);
  });
});

describe('a closed premium signal, revealed by the setting', () => {
  it('shows everything to a free member while the setting is on (the default): timeline prices, the detail with its exit, the lists', async () => {
    const { signal, coin } = await premiumTrade();
    await step(signal.id, { kind: 'tp1_hit' });
    await step(signal.id, { kind: 'tp2_hit', price: 3700 });

    // (3700 - 3500) / 3500 x 100 = 5.714...
    expect((await timeline(free, signal.id)).map((event) => [event.kind, event.price, event.resultPercent])).toEqual([
      ['tp1_hit', 3600, null],
      ['tp2_hit', 3700, 5.71],
    ]);
    const detail = await free.get(`/api/signals/${signal.id}`);
    expect(detail.status).toBe(200);
    expect(FullSignal.parse(detail.body)).toMatchObject({ locked: false, outcome: 'won', resultPercent: 5.71, entryPrice: 3500, exitPrice: 3700, exchange: 'Bybit' });
    expect(FullSignal.parse(await listed(free, coin))).toMatchObject({ id: signal.id, exitPrice: 3700 });
  });

  it('keeps the trade locked, strictly, with the setting off: no prices in the timeline, 403 with the teaser, locked in the lists', async () => {
    const { signal, coin } = await premiumTrade();
    await step(signal.id, { kind: 'stop_hit', price: 3430 });
    restoreSettings = await withSettings(server.app.db, { reveal_closed_premium_signals: 'false' });

    expect((await timeline(free, signal.id)).map((event) => [event.kind, event.price, event.resultPercent])).toEqual([['stop_hit', null, -2]]);
    const detail = await free.get(`/api/signals/${signal.id}`);
    expect(detail.status).toBe(403);
    // The outcome is the public record; the trade stays behind the lock, and no detail key slips into the teaser.
    expect(SignalRefusal.parse(detail.body).signal).toMatchObject({ id: signal.id, locked: true, outcome: 'lost', resultPercent: -2 });
    expect(detail.text).not.toContain('3430');
    const inList = await listed(free, coin);
    expect(LockedSignal.parse(inList)).toMatchObject({ id: signal.id, outcome: 'lost' });
    expect(JSON.stringify(inList)).not.toContain('3430');
    // Premium members still see it all.
    expect(FullSignal.parse((await premium.get(`/api/signals/${signal.id}`)).body).exitPrice).toBe(3430);
  });

  it('never reveals an open premium signal, whatever the setting', async () => {
    const { signal, coin } = await premiumTrade();
    await step(signal.id, { kind: 'tp1_hit' });
    const detail = await free.get(`/api/signals/${signal.id}`);
    expect(detail.status).toBe(403);
    expect(SignalRefusal.parse(detail.body).signal).toMatchObject({ locked: true, outcome: 'open', resultPercent: null, closedAt: null });
    expect(LockedSignal.parse(await listed(free, coin))).toMatchObject({ outcome: 'open' });
    expect(SignalSchema.parse(await listed(premium, coin)).locked).toBe(false);
  });
});
