import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, routes, SIGNAL_EVENT_MESSAGES, type SignalEventRecorded } from '@signals/protocol';
import { AuditLog, Signal, SignalEvent } from '../../db/models/index.js';
import { captureEvents } from '../../../test/support/events.js';
import { buildSignal, uniqueCoin } from '../../../test/support/factories/signals.js';
import { adminCallers } from '../../../test/support/signIn.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';
import { englishAnswer, inEnglish } from '../../../test/support/inEnglish.js';

let server: TestServer;
let callers: Awaited<ReturnType<typeof adminCallers>>;

beforeAll(async () => {
  server = await startTestServer();
  callers = await adminCallers(server);
});
afterAll(async () => {
  await server.close();
});

const eventsPath = (id: number) => `/api/admin/signals/${id}/events`;

async function record(signalId: number, body: unknown): Promise<SignalEventRecorded> {
  const response = await callers.adminClient.post(eventsPath(signalId), body);
  expect(response.status, response.text).toBe(201);
  return routes.adminAddSignalEvent.response.parse(response.body);
}

const eventCount = (signalId: number) => SignalEvent.query(server.app.db).where({ signalId }).resultSize();

describe('POST /api/admin/signals/:id/events: steps that keep the signal open', () => {
  it('records a target hit at the first target when no price is given, audits it, and announces the signal and the record', async () => {
    const signal = await buildSignal(server.app.db, { signalType: 'futures', isPremium: true });
    const events = captureEvents(server);
    const recorded = await record(signal.id, { kind: 'tp1_hit' });
    expect(recorded.event).toMatchObject({ kind: 'tp1_hit', price: 3600, resultPercent: null, note: null });
    expect(recorded.signal).toMatchObject({ id: signal.id, outcome: 'open', resultPercent: null, closedAt: null, exitPrice: null, locked: false });
    expect(events.ofType('signal.updated').map((e) => e.signal.id)).toEqual([signal.id]);
    expect(events.ofType('signal.outcomeRecorded').map((e) => [e.signal.id, e.event.kind])).toEqual([[signal.id, 'tp1_hit']]);
    const audit = await AuditLog.query(server.app.db).where({ action: 'signal.event', entityId: signal.id }).first();
    expect(audit).toMatchObject({ actorId: callers.admin.id, after: { pair: 'BTC/USDT', kind: 'tp1_hit', price: 3600, outcome: 'open' } });
    const row = await SignalEvent.query(server.app.db).findById(recorded.event.id);
    expect(row).toMatchObject({ createdBy: callers.admin.id, requestId: expect.any(String) as string });
    events.stop();
  });

  it('keeps a moved stop and a note, in order, and the signal stays open', async () => {
    const signal = await buildSignal(server.app.db, { signalType: 'forex' });
    await record(signal.id, { kind: 'stop_moved', price: 1.083 });
    const note = await record(signal.id, { kind: 'note', note: '  Holding above the entry  ' });
    expect(note.event).toMatchObject({ kind: 'note', note: 'Holding above the entry', price: null });
    expect(note.signal.outcome).toBe('open');
    expect((await SignalEvent.query(server.app.db).where({ signalId: signal.id }).orderBy('id')).map((e) => e.kind)).toEqual(['stop_moved', 'note']);
  });
});

describe('POST /api/admin/signals/:id/events: how a signal ends', () => {
  const futuresLong = { signalType: 'futures', direction: 'long', entryPrice: 3500, leverage: 10 } as const;
  const futuresShort = { signalType: 'futures', direction: 'short', entryPrice: 150, takeProfit1: 140, takeProfit2: 130, stopLoss: 155 } as const;
  const forexBuy = { signalType: 'forex', direction: 'buy', entryPrice: 1.0842 } as const;
  const forexSell = { signalType: 'forex', direction: 'sell', entryPrice: 1.27, takeProfit1: 1.26, takeProfit2: 1.25, stopLoss: 1.28 } as const;

  // Results by hand: (exit - entry) / entry x 100 for long and buy, (entry - exit) / entry x 100 for short and sell, to 2 decimals.
  it.each([
    ['a long closed above the entry', futuresLong, { kind: 'tp2_hit', price: 3612 }, 'won', 3.2, 3612],
    ['a short closed below the entry', futuresShort, { kind: 'tp2_hit', price: 140 }, 'won', 6.67, 140],
    ['a long stopped out below the entry', futuresLong, { kind: 'stop_hit', price: 3395 }, 'lost', -3, 3395],
    ['a buy stopped out below the entry', forexBuy, { kind: 'stop_hit', price: 1.0815 }, 'lost', -0.25, 1.0815],
    ['a sell closed below the entry', forexSell, { kind: 'closed', price: 1.2573 }, 'won', 1, 1.2573],
    ['a long closed at the entry', futuresLong, { kind: 'closed', price: 3500 }, 'breakeven', 0, 3500],
    ['a long closed a hair above the entry (0.003 % rounds to zero)', futuresLong, { kind: 'closed', price: 3500.1 }, 'breakeven', 0, 3500.1],
    ['an arbitrage closed with its realised spread', { signalType: 'arbitrage' }, { kind: 'closed', resultPercent: 1.234 }, 'won', 1.23, null],
    ['an arbitrage that lost on the spread', { signalType: 'arbitrage' }, { kind: 'stop_hit', resultPercent: -0.5 }, 'lost', -0.5, null],
  ] as const)('%s', async (_label, trade, body, outcome, resultPercent, exitPrice) => {
    const signal = await buildSignal(server.app.db, trade);
    const before = Date.now();
    const recorded = await record(signal.id, body);
    expect(recorded.signal).toMatchObject({ outcome, resultPercent, exitPrice });
    expect(new Date(recorded.signal.closedAt!).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(recorded.event).toMatchObject({ kind: body.kind, resultPercent, price: exitPrice });
    // The row carries it, so lists and the track record read one row.
    expect(await Signal.query(server.app.db).findById(signal.id)).toMatchObject({ outcome, resultPercent, exitPrice, closedAt: expect.any(Date) as Date });
  });

  it('closes a futures signal published without an entry price with its result in percent, and refuses an exit it cannot compute from', async () => {
    const signal = await buildSignal(server.app.db, { signalType: 'futures', direction: 'long', entryPrice: null, leverage: 5 });
    const refused = await callers.adminClient.post(eventsPath(signal.id), { kind: 'closed', price: 3600 });
    expect(refused.status).toBe(400);
    expect((refused.body as { issues: unknown[] }).issues).toContainEqual(expect.objectContaining({ path: 'price', message: inEnglish(SIGNAL_EVENT_MESSAGES.noExitWithoutEntry) }));
    const missing = await callers.adminClient.post(eventsPath(signal.id), { kind: 'closed' });
    expect((missing.body as { issues: unknown[] }).issues).toContainEqual(expect.objectContaining({ path: 'resultPercent', message: inEnglish(SIGNAL_EVENT_MESSAGES.resultRequired) }));
    const recorded = await record(signal.id, { kind: 'closed', resultPercent: -1.5 });
    expect(recorded.signal).toMatchObject({ outcome: 'lost', resultPercent: -1.5, exitPrice: null });
  });

  it('ends the signal’s live life at its close: it is no longer listed as active', async () => {
    const signal = await buildSignal(server.app.db, { signalType: 'futures', expiresAt: new Date(Date.now() + 3_600_000) });
    const recorded = await record(signal.id, { kind: 'closed', price: 3600 });
    expect(recorded.signal.status).toBe('expired');
    expect(new Date(recorded.signal.expiresAt!).getTime()).toBe(new Date(recorded.signal.closedAt!).getTime());
  });

  it('cancels a signal with no result and no exit, keeping the reason on the signal and its event', async () => {
    const signal = await buildSignal(server.app.db, { signalType: 'futures' });
    const recorded = await record(signal.id, { kind: 'cancelled', reason: '  Entry never reached  ', note: 'Watch the next one' });
    expect(recorded.signal).toMatchObject({ outcome: 'cancelled', resultPercent: null, exitPrice: null, closedAt: expect.any(String) as string, closeReason: 'Entry never reached' });
    expect(recorded.event).toMatchObject({ kind: 'cancelled', price: null, resultPercent: null, reason: 'Entry never reached', note: 'Watch the next one' });
    const audit = await AuditLog.query(server.app.db).where({ action: 'signal.event', entityId: signal.id }).first();
    expect(audit).toMatchObject({ after: { kind: 'cancelled', reason: 'Entry never reached', outcome: 'cancelled' } });
  });

  it('answers 400 to a cancellation without its reason, and changes nothing', async () => {
    const signal = await buildSignal(server.app.db, { signalType: 'futures' });
    const events = captureEvents(server);
    for (const body of [{ kind: 'cancelled' }, { kind: 'cancelled', reason: '   ' }, { kind: 'cancelled', reason: null, note: 'A note is no reason' }]) {
      const response = await callers.adminClient.post(eventsPath(signal.id), body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toMatchObject({
        message: 'Give the reason for cancelling: it is shown publicly',
        issues: [{ path: 'reason', message: 'Give the reason for cancelling: it is shown publicly' }],
      });
    }
    expect(await eventCount(signal.id)).toBe(0);
    expect(await Signal.query(server.app.db).findById(signal.id)).toMatchObject({ outcome: 'open', closeReason: null, closedAt: null });
    expect(events.events).toEqual([]);
    events.stop();
  });

  it('answers 409 to a second closing event and to any event after the close, and changes nothing', async () => {
    const signal = await buildSignal(server.app.db, { signalType: 'futures' });
    const closed = await record(signal.id, { kind: 'stop_hit', price: 3400 });
    for (const body of [{ kind: 'closed', price: 3700 }, { kind: 'cancelled', reason: 'Too late' }, { kind: 'note', note: 'Late remark' }, { kind: 'tp1_hit' }]) {
      const response = await callers.adminClient.post(eventsPath(signal.id), body);
      expect(response.status, body.kind).toBe(409);
      expect(response.body).toEqual(englishAnswer(MESSAGES.signalClosed));
    }
    expect(await eventCount(signal.id)).toBe(1);
    expect(await Signal.query(server.app.db).findById(signal.id)).toMatchObject({ outcome: 'lost', resultPercent: closed.signal.resultPercent, exitPrice: 3400 });
  });

  it('lets only one of two closes sent at once land', async () => {
    const signal = await buildSignal(server.app.db, { signalType: 'futures' });
    const statuses = await Promise.all([3600, 3400].map(async (price) => (await callers.adminClient.post(eventsPath(signal.id), { kind: 'closed', price })).status));
    expect(statuses.sort()).toEqual([201, 409]);
    expect(await eventCount(signal.id)).toBe(1);
  });
});

describe('POST /api/admin/signals/:id/events: refusals', () => {
  it('answers 403 to a member, 401 to a visitor and 404 to an unknown signal', async () => {
    const signal = await buildSignal(server.app.db);
    const body = { kind: 'note', note: 'Hello' };
    expect((await callers.memberClient.post(eventsPath(signal.id), body)).status).toBe(403);
    expect((await callers.anonymous.post(eventsPath(signal.id), body)).status).toBe(401);
    const unknown = await callers.adminClient.post(eventsPath(987654321), body);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(englishAnswer(MESSAGES.signalNotFound));
    expect(await eventCount(signal.id)).toBe(0);
  });

  it.each([
    ['a futures close without its exit', 'futures', { kind: 'tp2_hit' }, 'price', SIGNAL_EVENT_MESSAGES.exitPriceRequired],
    ['a forex close stating its result', 'forex', { kind: 'closed', price: 1.09, resultPercent: 0.5 }, 'resultPercent', SIGNAL_EVENT_MESSAGES.resultFromExit],
    ['an arbitrage close without its spread', 'arbitrage', { kind: 'closed' }, 'resultPercent', SIGNAL_EVENT_MESSAGES.spreadRequired],
    ['an arbitrage close with a price', 'arbitrage', { kind: 'closed', price: 68000, resultPercent: 1 }, 'price', SIGNAL_EVENT_MESSAGES.noPriceOnArbitrageClose],
    ['a result on a step that keeps the signal open', 'futures', { kind: 'tp1_hit', resultPercent: 2 }, 'resultPercent', SIGNAL_EVENT_MESSAGES.resultOnlyOnClose],
    ['a cancellation with an exit', 'futures', { kind: 'cancelled', reason: 'Entry never reached', price: 3400 }, 'price', SIGNAL_EVENT_MESSAGES.cancelledHasNoResult],
    ['a reason on a step that is not a cancellation', 'futures', { kind: 'closed', price: 3600, reason: 'Taken early' }, 'reason', 'A reason is given only when cancelling'],
    ['a reason too long', 'futures', { kind: 'cancelled', reason: 'x'.repeat(501) }, 'reason', 'Reason must be at most 500 characters'],
    ['a note without its text', 'futures', { kind: 'note', note: '   ' }, 'note', 'Write the note'],
    ['a moved stop without its price', 'futures', { kind: 'stop_moved' }, 'price', 'Give the new stop price'],
    ['an unknown kind', 'futures', { kind: 'exploded' }, 'kind', 'kind must be one of tp1_hit, stop_moved, note, tp2_hit, stop_hit, closed, cancelled'],
    ['a voiding, which only the delete writes', 'futures', { kind: 'voided', reason: 'Posted twice' }, 'kind', 'kind must be one of tp1_hit, stop_moved, note, tp2_hit, stop_hit, closed, cancelled'],
    ['a negative price', 'futures', { kind: 'closed', price: -5 }, 'price', 'Price must be positive'],
    ['a loss beyond everything', 'arbitrage', { kind: 'closed', resultPercent: -150 }, 'resultPercent', 'Result must be at least -100'],
  ] as const)('answers 400 to %s, naming the field, and changes nothing', async (_label, signalType, body, path, message) => {
    const signal = await buildSignal(server.app.db, { signalType });
    const response = await callers.adminClient.post(eventsPath(signal.id), body);
    expect(response.status).toBe(400);
    expect((response.body as { issues: unknown[] }).issues).toContainEqual(expect.objectContaining({ path, message: inEnglish(message) }));
    expect(await eventCount(signal.id)).toBe(0);
    expect((await Signal.query(server.app.db).findById(signal.id))?.outcome).toBe('open');
  });
});

describe('the events table is append-only', () => {
  it('refuses to change or remove a recorded event, even through the database directly', async () => {
    const signal = await buildSignal(server.app.db, { signalType: 'futures' });
    const { event } = await record(signal.id, { kind: 'closed', price: 3600 });
    await expect(server.app.db('signalEvents').where({ id: event.id }).update({ price: 9999 })).rejects.toThrow(/append-only/);
    await expect(server.app.db('signalEvents').where({ id: event.id }).delete()).rejects.toThrow(/append-only/);
    expect(await SignalEvent.query(server.app.db).findById(event.id)).toMatchObject({ price: 3600 });
  });
});

describe('editing and deleting a signal with a recorded life', () => {
  const futures = { pair: 'ETH/USDT', signalType: 'futures', profitPercentage: 3, direction: 'long', exchange: 'Bybit', leverage: 5, entryPrice: 3500 };

  it('answers 409 to an edit of a closed signal and keeps its trade', async () => {
    const signal = await buildSignal(server.app.db, { signalType: 'futures' });
    await record(signal.id, { kind: 'closed', price: 3600 });
    const response = await callers.adminClient.put(`/api/signals/${signal.id}`, { ...futures, entryPrice: 3000 });
    expect(response.status).toBe(409);
    expect(response.body).toEqual(englishAnswer(MESSAGES.signalClosed));
    expect((await Signal.query(server.app.db).findById(signal.id))?.entryPrice).toBe(3500);
  });

  it('still edits an open signal that has steps recorded', async () => {
    const signal = await buildSignal(server.app.db, { signalType: 'futures' });
    await record(signal.id, { kind: 'tp1_hit' });
    const response = await callers.adminClient.put(`/api/signals/${signal.id}`, futures);
    expect(response.status).toBe(200);
    expect(routes.updateSignal.response.parse(response.body)).toMatchObject({ leverage: 5, outcome: 'open' });
  });

  it('never erases a signal that has events: an open one is voided with its events kept, a closed one refused (409)', async () => {
    const open = await buildSignal(server.app.db);
    await record(open.id, { kind: 'note', note: 'Watching' });
    const voided = await callers.adminClient.delete(`/api/signals/${open.id}`, { body: { reason: 'Posted twice' } });
    expect(voided.status, voided.text).toBe(200);
    expect(voided.body).toEqual({ ok: true, voided: true });
    expect(await Signal.query(server.app.db).findById(open.id)).toMatchObject({ outcome: 'voided', closeReason: 'Posted twice' });
    expect(await eventCount(open.id)).toBe(2);

    const cancelled = await buildSignal(server.app.db);
    await record(cancelled.id, { kind: 'cancelled', reason: 'Entry never reached' });
    const response = await callers.adminClient.delete(`/api/signals/${cancelled.id}`, { body: { reason: 'Clean up' } });
    expect(response.status).toBe(409);
    expect(response.body).toEqual(englishAnswer(MESSAGES.signalClosed));
    expect(await Signal.query(server.app.db).findById(cancelled.id)).toMatchObject({ outcome: 'cancelled', closeReason: 'Entry never reached' });
  });
});

describe('GET /api/admin/signals: the outcome filter', () => {
  it('lists the signals awaiting an outcome (open, but expired or withdrawn), and those won, lost, cancelled or open', async () => {
    const coin = uniqueCoin();
    const pair = `${coin}/USDT`;
    const hour = 60 * 60 * 1000;
    const live = await buildSignal(server.app.db, { pair });
    const expired = await buildSignal(server.app.db, { pair, expiresAt: new Date(Date.now() - hour) });
    const withdrawn = await buildSignal(server.app.db, { pair, isActive: false });
    const won = await buildSignal(server.app.db, { pair, signalType: 'futures', expiresAt: new Date(Date.now() - hour) });
    const lost = await buildSignal(server.app.db, { pair, signalType: 'futures' });
    const cancelled = await buildSignal(server.app.db, { pair, isActive: false });
    await record(won.id, { kind: 'tp2_hit', price: 3700 });
    await record(lost.id, { kind: 'stop_hit', price: 3400 });
    await record(cancelled.id, { kind: 'cancelled', reason: 'Withdrawn before the entry' });

    const ids = async (outcome: string) => {
      const response = await callers.adminClient.get(`/api/admin/signals?search=${coin}&outcome=${outcome}&sort=createdAt&order=asc`);
      expect(response.status, outcome).toBe(200);
      return routes.adminListSignals.response.parse(response.body).items.map((signal) => signal.id);
    };
    expect(await ids('awaiting')).toEqual([expired.id, withdrawn.id]);
    expect(await ids('open')).toEqual([live.id, expired.id, withdrawn.id]);
    expect(await ids('won')).toEqual([won.id]);
    expect(await ids('lost')).toEqual([lost.id]);
    expect(await ids('cancelled')).toEqual([cancelled.id]);
    expect(await ids('breakeven')).toEqual([]);
  });

  it('answers 400 naming the filter for an outcome it does not know', async () => {
    const response = await callers.adminClient.get('/api/admin/signals?outcome=maybe');
    expect(response.status).toBe(400);
    expect((response.body as { issues: Array<{ path: string }> }).issues[0]?.path).toBe('outcome');
  });
});
