import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SIGNAL_EXPIRY_MS, MESSAGES, routes } from '@signals/protocol';
import { AuditLog, Signal } from '../../db/models/index.js';
import { captureEvents } from '../../../test/support/events.js';
import { buildSignal } from '../../../test/support/factories/signals.js';
import { uniqueName } from '../../../test/support/factories/users.js';
import { adminCallers } from '../../../test/support/signIn.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';
import { englishAnswer } from '../../../test/support/inEnglish.js';

let server: TestServer;
let callers: Awaited<ReturnType<typeof adminCallers>>;

beforeAll(async () => {
  server = await startTestServer();
  callers = await adminCallers(server);
});
afterAll(async () => {
  await server.close();
});

const REQUIRED = 'Please fill in all required fields for the selected signal type';
// A 2.4 % spread: (68608 - 67000) / 67000.
const arbitrage = { pair: 'btc/usdt', signalType: 'arbitrage', profitPercentage: 2.4, buyExchange: 'Binance', sellExchange: 'Kraken', buyPrice: 67000, sellPrice: 68608 };
const forex = { pair: 'EUR/USD', signalType: 'forex', profitPercentage: 1.2, direction: 'buy', entryPrice: 1.08, takeProfit1: 1.09, takeProfit2: 1.1, stopLoss: 1.07 };

describe('POST /api/signals', () => {
  it('publishes a signal expiring one hour ahead by default, answers the full shape, records the event and the audit row', async () => {
    const events = captureEvents(server);
    const before = Date.now();
    const response = await callers.adminClient.post('/api/signals', { ...arbitrage, isPremium: true, entryPrice: 5, leverage: 3 });
    expect(response.status).toBe(201);
    const signal = routes.createSignal.response.parse(response.body);
    expect(signal).toMatchObject({ pair: 'BTC/USDT', isPremium: true, locked: false, status: 'active', buyPrice: 67000, entryPrice: null, leverage: null });
    const expiry = new Date(signal.expiresAt!).getTime();
    expect(expiry).toBeGreaterThanOrEqual(before + DEFAULT_SIGNAL_EXPIRY_MS);
    expect(expiry).toBeLessThanOrEqual(Date.now() + DEFAULT_SIGNAL_EXPIRY_MS);
    expect(events.ofType('signal.created').map((e) => e.signal.id)).toEqual([signal.id]);
    expect(await AuditLog.query(server.app.db).where({ action: 'signal.create', entityId: signal.id }).resultSize()).toBe(1);
    events.stop();
  });

  it('keeps an explicit null expiry: the signal never expires', async () => {
    const response = await callers.adminClient.post('/api/signals', { ...forex, expiresAt: null });
    expect(routes.createSignal.response.parse(response.body)).toMatchObject({ expiresAt: null, direction: 'buy', signalType: 'forex' });
  });

  it.each([
    ['a short pair', { ...arbitrage, pair: 'BT' }, 'pair', 'Pair is required'],
    ['a profit of zero', { ...arbitrage, profitPercentage: 0 }, 'profitPercentage', 'Profit must be positive'],
    ['a negative buy price', { ...arbitrage, buyPrice: -1 }, 'buyPrice', 'Buy price must be positive'],
    ['arbitrage without its exchanges', { ...arbitrage, buyExchange: '', sellExchange: null }, 'buyExchange', REQUIRED],
    ['forex without a stop loss', { ...forex, stopLoss: null }, 'stopLoss', REQUIRED],
    ['forex with a negative take profit 1', { ...forex, takeProfit1: -2 }, 'takeProfit1', 'Take profit 1 must be positive'],
    ['forex with a stop on the wrong side', { ...forex, stopLoss: 1.2 }, 'stopLoss', 'Stop loss must be below the entry price for a buy signal'],
    ['futures without leverage', { pair: 'ETH/USDT', signalType: 'futures', profitPercentage: 3, direction: 'long', exchange: 'Bybit' }, 'leverage', REQUIRED],
    ['futures with negative leverage', { pair: 'ETH/USDT', signalType: 'futures', profitPercentage: 3, direction: 'long', exchange: 'Bybit', leverage: -5 }, 'leverage', 'Leverage must be positive'],
  ])('answers 400 for %s with the spec message and stores nothing', async (_label, body, path, message) => {
    const count = await Signal.query(server.app.db).resultSize();
    const response = await callers.adminClient.post('/api/signals', body);
    expect(response.status).toBe(400);
    expect((response.body as { issues: unknown[] }).issues).toContainEqual(expect.objectContaining({ path, message }));
    expect(await Signal.query(server.app.db).resultSize()).toBe(count);
  });
});

describe('the profit of an arbitrage signal', () => {
  const prices = { ...arbitrage, buyPrice: 6.512, sellPrice: 6.665 };

  it('is the spread of its prices, derived when left out', async () => {
    const { profitPercentage: _stated, ...withoutProfit } = prices;
    const response = await callers.adminClient.post('/api/signals', withoutProfit);
    expect(response.status).toBe(201);
    expect(routes.createSignal.response.parse(response.body)).toMatchObject({ profitPercentage: 2.35, buyPrice: 6.512, sellPrice: 6.665 });
  });

  it('is stored as the spread when stated within the rounding members see', async () => {
    const response = await callers.adminClient.post('/api/signals', { ...prices, profitPercentage: 2.3 });
    expect(response.status).toBe(201);
    const signal = routes.createSignal.response.parse(response.body);
    expect(signal.profitPercentage).toBe(2.35);
    expect((await Signal.query(server.app.db).findById(signal.id))?.profitPercentage).toBe(2.35);
  });

  it('answers 400 naming the field when the stated profit contradicts the prices, on create and on update, and stores nothing', async () => {
    const count = await Signal.query(server.app.db).resultSize();
    const refused = await callers.adminClient.post('/api/signals', { ...prices, profitPercentage: 2.9 });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      message: 'Profit must match the spread of the buy and sell prices (2.35%)',
      issues: [{ path: 'profitPercentage', message: 'Profit must match the spread of the buy and sell prices (2.35%)' }],
    });
    expect(await Signal.query(server.app.db).resultSize()).toBe(count);

    const created = routes.createSignal.response.parse((await callers.adminClient.post('/api/signals', prices)).body);
    const update = await callers.adminClient.put(`/api/signals/${created.id}`, { ...prices, profitPercentage: 2.9 });
    expect(update.status).toBe(400);
    expect((await Signal.query(server.app.db).findById(created.id))?.profitPercentage).toBe(2.35);
  });
});

describe('PUT /api/signals/:id', () => {
  it('replaces the fields; an absent expiry keeps the current one, null clears it; switching type clears the old fields', async () => {
    const created = routes.createSignal.response.parse((await callers.adminClient.post('/api/signals', arbitrage)).body);
    const events = captureEvents(server);

    // A 3.1 % spread: 67000 x 1.031.
    const kept = routes.updateSignal.response.parse((await callers.adminClient.put(`/api/signals/${created.id}`, { ...arbitrage, sellPrice: 69077, profitPercentage: 3.1 })).body);
    expect(kept).toMatchObject({ profitPercentage: 3.1, expiresAt: created.expiresAt });

    const switched = await callers.adminClient.put(`/api/signals/${created.id}`, { ...forex, buyExchange: 'Binance', expiresAt: null });
    expect(switched.status).toBe(200);
    expect(routes.updateSignal.response.parse(switched.body)).toMatchObject({ signalType: 'forex', buyExchange: null, buyPrice: null, entryPrice: 1.08, expiresAt: null });
    expect(events.ofType('signal.updated')).toHaveLength(2);
    const audit = await AuditLog.query(server.app.db).where({ action: 'signal.update', entityId: created.id }).orderBy('id').first();
    expect(audit).toMatchObject({ before: { profitPercentage: 2.4 }, after: { profitPercentage: 3.1 } });
    events.stop();
  });

  it('answers 404 for an unknown signal and 400 for a bad body', async () => {
    expect((await callers.adminClient.put('/api/signals/999999', arbitrage)).status).toBe(404);
    const bad = await callers.adminClient.put('/api/signals/1', { ...arbitrage, profitPercentage: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: 'Profit must be positive' });
  });
});

describe('DELETE /api/signals/:id', () => {
  // A draft never announced is the one signal a delete erases (issue 38: a published one is voided, signalVoiding.test.ts).
  it('deletes a draft, records the event and the audit row; a second delete is a 404', async () => {
    const signal = await buildSignal(server.app.db, { isActive: false, announcedAt: null });
    const events = captureEvents(server);
    const response = await callers.adminClient.delete(`/api/signals/${signal.id}`, { body: { reason: 'Saved by mistake' } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true, voided: false });
    expect(await Signal.query(server.app.db).findById(signal.id)).toBeUndefined();
    expect(events.ofType('signal.deleted')).toEqual([{ type: 'signal.deleted', id: signal.id }]);
    expect(await AuditLog.query(server.app.db).where({ action: 'signal.delete', entityId: signal.id }).resultSize()).toBe(1);
    const again = await callers.adminClient.delete(`/api/signals/${signal.id}`, { body: { reason: 'Saved by mistake' } });
    expect(again.status).toBe(404);
    expect(again.body).toEqual(englishAnswer(MESSAGES.signalNotFound));
    events.stop();
  });
});

describe('GET /api/admin/signals', () => {
  it('searches pair, type, profit and type fields case-insensitively; filters type, plan and status; pages with every field', async () => {
    const exchange = uniqueName('Xchg');
    const hour = 60 * 60 * 1000;
    const active = await buildSignal(server.app.db, { buyExchange: exchange, isPremium: true });
    const expired = await buildSignal(server.app.db, { sellExchange: exchange, expiresAt: new Date(Date.now() - hour) });
    const inactive = await buildSignal(server.app.db, { sellExchange: exchange, isActive: false });
    const futures = await buildSignal(server.app.db, {
      pair: 'SOL/USDT',
      signalType: 'futures',
      buyExchange: null,
      sellExchange: null,
      buyPrice: null,
      sellPrice: null,
      exchange,
      direction: 'short',
      leverage: 5,
      profitPercentage: 7.25,
    });
    const list = async (query: string) => routes.adminListSignals.response.parse((await callers.adminClient.get(`/api/admin/signals?${query}`)).body);

    const all = await list(`search=${exchange.toLowerCase()}`);
    expect(all.items.map((s) => s.id).sort()).toEqual([active.id, expired.id, inactive.id, futures.id].sort());
    expect(all.items.find((s) => s.id === active.id)).toMatchObject({ locked: false, buyExchange: exchange, status: 'active' });

    expect((await list(`search=${exchange}&status=expired`)).items.map((s) => s.id)).toEqual([expired.id]);
    expect((await list(`search=${exchange}&status=inactive`)).items.map((s) => s.id)).toEqual([inactive.id]);
    expect((await list(`search=${exchange}&status=active&plan=premium`)).items.map((s) => s.id)).toEqual([active.id]);
    expect((await list(`search=${exchange}&type=futures`)).items.map((s) => s.id)).toEqual([futures.id]);
    expect((await list('search=7.25')).items.map((s) => s.id)).toEqual([futures.id]);
    expect((await list('search=FUTURES&pageSize=1')).total).toBeGreaterThanOrEqual(1);

    const sorted = await list(`search=${exchange}&sort=profitPercentage&order=desc&pageSize=2`);
    expect(sorted).toMatchObject({ total: 4, pageSize: 2 });
    expect(sorted.items[0]!.id).toBe(futures.id);
  });

  it('answers 400 for an unknown status filter', async () => {
    const response = await callers.adminClient.get('/api/admin/signals?status=bogus');
    expect(response.status).toBe(400);
  });
});
