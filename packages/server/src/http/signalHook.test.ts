import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, FullSignal, LockedSignal, SignalDelivery as SignalDeliveryDto, SignalDraft, SignalHookAnswer, SignalSource as SignalSourceDto, SignalSourceCreated } from '@signals/protocol';
import { OutboxMessage, PushSubscription, Signal, SignalDelivery, User } from '../db/models/index.js';
import { buildUser } from '../../test/support/factories/users.js';
import { collect, eventually } from '../../test/support/events.js';
import type { TestClient, TestResponse } from '../../test/support/testClient.js';
import { LOCAL_PUSH_ORIGIN, startTestServer, type TestServer } from '../../test/support/testServer.js';
import { connected, openSocket, type TestSocket } from '../../test/support/testSocket.js';

/** The per-source limit these tests run with: low, so the 429 is reached in a few requests. */
const RATE_LIMIT = 6;

let server: TestServer;
let admin: TestClient;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  server = await startTestServer({ SIGNAL_HOOK_RATE_LIMIT: String(RATE_LIMIT) });
  admin = await signedIn('admin');
});
afterAll(async () => {
  for (const socket of sockets) {
    socket.disconnect();
  }
  await server.close();
});

async function signedIn(kind: 'free' | 'premium' | 'admin'): Promise<TestClient> {
  const user = await buildUser(server.app.db, { isPremium: kind === 'premium', isAdmin: kind === 'admin' });
  const client = server.client();
  await client.signIn(user.username, user.password);
  return client;
}

async function liveSocket(client: TestClient): Promise<TestSocket> {
  const socket = openSocket(client);
  sockets.push(socket);
  await connected(socket);
  return socket;
}

/** A source made through the back office, as an admin would. */
async function newSource(fields: Partial<{ mode: 'draft' | 'publish'; isPremium: boolean; maxLagSeconds: number; allowedIps: string[] }> = {}): Promise<SignalSourceCreated & { path: string }> {
  const response = await admin.post<SignalSourceCreated>('/api/admin/signal-sources', { name: 'TradingView BTC', mode: 'publish', ...fields });
  expect(response.status).toBe(201);
  return { ...response.body, path: new URL(response.body.url).pathname };
}

/** A P-256 public key as a browser's subscription carries it (65 bytes, uncompressed). */
const PUSH_KEY = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');

const sign = (secret: string, body: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** Posts a body as TradingView does (text/plain), signed with `secret` unless told otherwise. */
function deliver(path: string, body: string, options: { secret?: string; headers?: Record<string, string> } = {}): Promise<TestResponse<SignalHookAnswer & { message?: string; code?: string }>> {
  const headers: Record<string, string> = { 'content-type': 'text/plain; charset=utf-8', ...options.headers };
  if (options.secret) {
    headers['x-signature'] = sign(options.secret, body);
  }
  return server.client().post(path, undefined, { rawBody: body, headers });
}

const futures = { pair: 'BINANCE:BTCUSDT.P', side: 'buy', exchange: 'Binance', leverage: '5x', entry: '64000', tp1: '65280', sl: '63000' };

describe('webhook sources', () => {
  it('shows the secret once: the list, the audit trail and the delivery log never hold it', async () => {
    const source = await newSource({ mode: 'draft', isPremium: true, allowedIps: ['127.0.0.1', '::1'] });
    expect(source.url).toMatch(/\/api\/hooks\/signals\/[A-Za-z0-9_-]{16,}$/);
    expect(source.secret.length).toBeGreaterThanOrEqual(32);
    const list = await admin.get<SignalSourceDto[]>('/api/admin/signal-sources');
    const listed = list.body.find((s) => s.id === source.id)!;
    expect(listed).toMatchObject({ name: 'TradingView BTC', mode: 'draft', isPremium: true, maxLagSeconds: 300, allowedIps: ['127.0.0.1', '::1'], lastRefusal: null });
    expect(list.text).not.toContain(source.secret);
    const delivered = await deliver(source.path, JSON.stringify({ ...futures, secret: source.secret }));
    expect(delivered.status).toBe(202);
    const log = await admin.get<SignalDeliveryDto[]>(`/api/admin/signal-sources/${source.id}/deliveries`);
    expect(log.body[0]).toMatchObject({ id: delivered.body.id, status: 'draft', reason: null });
    expect(log.text).not.toContain(source.secret);
    expect(JSON.parse(log.body[0]!.body)).toEqual(futures);
    const rotated = await admin.post<{ secret: string }>(`/api/admin/signal-sources/${source.id}/rotate-secret`);
    const audit = await admin.get<{ items: AuditEntry[] }>('/api/admin/audit?pageSize=100');
    const rows = JSON.stringify(audit.body);
    expect(rows).toContain('signal_source.create');
    expect(rows).toContain('signal_source.rotate_secret');
    expect(rows).not.toContain(source.secret);
    expect(rows).not.toContain(rotated.body.secret);
    const stored = await server.app.db('signal_sources').where('id', source.id).first<{ secret: string }>();
    expect(stored.secret).not.toContain(rotated.body.secret);
  });

  it('refuses the old secret at once after a rotation, and answers 404 once the source is deleted', async () => {
    const source = await newSource();
    const body = JSON.stringify({ ...futures, id: 'rotation-1' });
    const rotated = await admin.post<{ id: number; secret: string }>(`/api/admin/signal-sources/${source.id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    const old = await deliver(source.path, body, { secret: source.secret });
    expect(old.status).toBe(401);
    expect(old.body.code).toBe('hookBadSignature');
    expect((await deliver(source.path, body, { secret: rotated.body.secret })).status).toBe(202);
    expect((await admin.delete(`/api/admin/signal-sources/${source.id}`)).status).toBe(200);
    const gone = await deliver(source.path, JSON.stringify({ ...futures, id: 'rotation-2' }), { secret: rotated.body.secret });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('No signal source at this address');
    expect((await admin.get<SignalSourceDto[]>('/api/admin/signal-sources')).body.some((s) => s.id === source.id)).toBe(false);
    expect((await deliver('/api/hooks/signals/NoSuchTokenAtAll12345', body, { secret: rotated.body.secret })).status).toBe(404);
  });
});

describe('the hook', () => {
  it('takes a signed body, or the secret in a JSON body, and refuses a wrong or missing one', async () => {
    const source = await newSource();
    const signed = JSON.stringify({ ...futures, id: 'signed' });
    expect((await deliver(source.path, signed, { secret: 'not-the-secret' })).status).toBe(401);
    const unsigned = await deliver(source.path, signed);
    expect(unsigned.status).toBe(401);
    expect(unsigned.body.code).toBe('hookUnsigned');
    const wrongField = await deliver(source.path, JSON.stringify({ ...futures, id: 'field', secret: `${source.secret}x` }));
    expect(wrongField.status).toBe(401);
    expect(wrongField.body.message).toBe('The signature or the secret does not match this source');
    expect(await SignalDelivery.query(server.app.db).where('sourceId', source.id).resultSize()).toBe(0);
    const accepted = await deliver(source.path, signed, { secret: source.secret });
    expect(accepted.status).toBe(202);
    expect(accepted.body).toMatchObject({ status: 'published' });
    expect((await deliver(source.path, JSON.stringify({ ...futures, id: 'field', secret: source.secret }))).status).toBe(202);
    // The back office says why the last refused request was refused: what TradingView never shows.
    const listed = (await admin.get<SignalSourceDto[]>('/api/admin/signal-sources')).body.find((s) => s.id === source.id)!;
    expect(listed.lastRefusal?.reason).toMatch(/^(The signature or the secret does not match this source|Sign the body in the X-Signature header)/);
    expect(listed.lastDeliveryAt).not.toBeNull();
  });

  it('refuses a timestamp older or further ahead than the source allows, saying so', async () => {
    const source = await newSource({ maxLagSeconds: 60 });
    const now = Math.floor(Date.now() / 1000);
    const stale = await deliver(source.path, JSON.stringify({ ...futures, timestamp: now - 600 }), { secret: source.secret });
    expect(stale.status).toBe(401);
    expect(stale.body.message).toMatch(/^The timestamp is 60\d s old; this source takes deliveries at most 60 s old$/);
    const staleIso = await deliver(source.path, JSON.stringify({ ...futures, id: 'iso' }), { secret: source.secret, headers: { 'x-timestamp': new Date(Date.now() - 120_000).toISOString() } });
    expect(staleIso.status).toBe(401);
    expect(staleIso.body.code).toBe('hookStale');
    const ahead = await deliver(source.path, JSON.stringify({ ...futures, timestamp: now + 3600 }), { secret: source.secret });
    expect(ahead.body.code).toBe('hookFuture');
    const garbled = await deliver(source.path, JSON.stringify({ ...futures, timestamp: 'yesterday' }), { secret: source.secret });
    expect(garbled.body.code).toBe('hookTimestampFormat');
    expect((await deliver(source.path, JSON.stringify({ ...futures, timestamp: now - 5 }), { secret: source.secret })).status).toBe(202);
  });

  it('answers a delivery seen before (its id, or its body) as a duplicate and creates nothing', async () => {
    const source = await newSource();
    const first = await deliver(source.path, JSON.stringify({ ...futures, id: 'alert-42' }), { secret: source.secret });
    expect(first.status).toBe(202);
    const signals = await Signal.query(server.app.db).resultSize();
    // The same id with another body (TradingView re-sends with a new {{timenow}}) is the same alert.
    const again = await deliver(source.path, JSON.stringify({ ...futures, id: 'alert-42', note: 'resent' }), { secret: source.secret });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ duplicate: true, id: first.body.id, status: 'published', signalId: first.body.signalId });
    const text = 'ETHUSDT SHORT\nEntry 3500\nTP1 3400\nSL 3600\nLeverage 10x\nExchange Bybit';
    const byBody = await deliver(source.path, text, { secret: source.secret });
    expect(byBody.status).toBe(202);
    expect((await deliver(source.path, text, { secret: source.secret })).body).toMatchObject({ duplicate: true, id: byBody.body.id });
    expect(await Signal.query(server.app.db).resultSize()).toBe(signals + 1);
  });

  it('makes one delivery of two copies sent at the same moment', async () => {
    const source = await newSource();
    const body = JSON.stringify({ ...futures, id: 'twice-at-once' });
    const answers = await Promise.all([deliver(source.path, body, { secret: source.secret }), deliver(source.path, body, { secret: source.secret })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 202]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await SignalDelivery.query(server.app.db).where('sourceId', source.id).resultSize()).toBe(1);
  });

  it('refuses a body over 64 KB with 413, and more deliveries a minute than the limit with 429', async () => {
    const source = await newSource();
    const big = JSON.stringify({ ...futures, note: 'x'.repeat(70 * 1024) });
    const tooBig = await deliver(source.path, big, { secret: source.secret });
    expect(tooBig.status).toBe(413);
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 1; i += 1) {
      statuses.push((await deliver(source.path, JSON.stringify({ ...futures, id: `burst-${i}` }), { secret: source.secret })).status);
    }
    expect(statuses).toEqual([...Array<number>(RATE_LIMIT).fill(202), 429]);
    const limited = await deliver(source.path, JSON.stringify({ ...futures, id: 'burst-last' }), { secret: source.secret });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.message).toMatch(/^Over 6 deliveries a minute to this source/);
    // Another source has its own minute.
    const other = await newSource();
    expect((await deliver(other.path, JSON.stringify(futures), { secret: other.secret })).status).toBe(202);
  });

  it('answers 403 to an address the source does not allow', async () => {
    const source = await newSource({ allowedIps: ['203.0.113.0/24'] });
    const refused = await deliver(source.path, JSON.stringify(futures), { secret: source.secret });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('hookAddressNotAllowed');
    const local = await newSource({ allowedIps: ['127.0.0.0/8', '::1'] });
    expect((await deliver(local.path, JSON.stringify(futures), { secret: local.secret })).status).toBe(202);
  });

  it('never answers a 500 to a hostile body', async () => {
    const nulInValues = JSON.stringify({ ...futures, exchange: 'Bin\u0000ance', note: 'a \\u0000 b\u0000' });
    const bodies = ['', '[]', 'null', '{"__proto__": {"x": 1}}', '{"pair": {"$gt": ""}}', '\u0000\u0001', '{'.repeat(5000), 'BUY BUY BUY', nulInValues];
    let source = await newSource();
    let nulSignalId: number | undefined;
    for (const [index, body] of bodies.entries()) {
      // A source of its own for each few: the minute's limit is not what this test is about.
      if (index > 0 && index % RATE_LIMIT === 0) {
        source = await newSource();
      }
      const answer = await deliver(source.path, body, { secret: source.secret });
      expect([202, 200], `${JSON.stringify(body.slice(0, 20))}: ${answer.text}`).toContain(answer.status);
      expect(answer.body.status === 'rejected' || answer.body.duplicate || body === nulInValues).toBe(true);
      if (body === nulInValues) {
        nulSignalId = answer.body.signalId;
      }
    }
    // A NUL read into a value is taken out of what is stored (PostgreSQL's text holds none); the signal goes out.
    expect((await Signal.query(server.app.db).findById(nulSignalId!))?.exchange).toBe('Binance');
  });
});

describe('what the hook reads, and what it refuses', () => {
  it.each([
    ['an unfilled TradingView placeholder', { ...futures, entry: '{{close}}' }, 'The alert holds an unfilled placeholder {{close}}'],
    ['a stop above the entry of a long', { ...futures, sl: '64500' }, 'Stop loss must be below the entry price for a long signal'],
    ['a target below the entry of a long', { ...futures, tp1: '63500' }, 'Take profit 1 must be above the entry price for a long signal'],
    ['a futures signal without its exchange', { ...futures, exchange: undefined }, 'exchange is required for this type of signal'],
    ['an arbitrage whose profit contradicts its prices', { type: 'arbitrage', pair: 'SOLUSDT', buyExchange: 'Binance', sellExchange: 'Kraken', buyPrice: 150, sellPrice: 153, profit: 5 }, /spread/i],
  ])('stores %s as rejected with the reason, whatever the mode', async (_, alert, reason) => {
    const source = await newSource({ mode: 'publish' });
    const answer = await deliver(source.path, JSON.stringify(alert), { secret: source.secret });
    expect(answer.status).toBe(202);
    expect(answer.body.status).toBe('rejected');
    expect(answer.body.reason).toMatch(reason);
    expect(answer.body.signalId).toBeUndefined();
    const log = await admin.get<SignalDeliveryDto[]>(`/api/admin/signal-sources/${source.id}/deliveries`);
    expect(log.body[0]).toMatchObject({ status: 'rejected', signalId: null });
    expect(log.body[0]!.reason).toMatch(/^validation\./);
  });

  it('publishes a Cornix-style text signal, its profit the first target’s distance', async () => {
    const source = await newSource({ isPremium: false });
    const text = '📈 #SOL/USDT LONG\nExchange: Bybit Futures\nEntry zone: 150 - 152\nTarget 1: 154.5\nTarget 2: 158\nStop: 146\nLeverage: Cross 10x';
    const answer = await deliver(source.path, text, { secret: source.secret });
    expect(answer.body.status).toBe('published');
    const signal = await admin.get<FullSignal>(`/api/signals/${answer.body.signalId}`);
    expect(signal.body).toMatchObject({ pair: 'SOL/USDT', signalType: 'futures', direction: 'long', exchange: 'Bybit Futures', entryPrice: 150, takeProfit1: 154.5, takeProfit2: 158, stopLoss: 146, leverage: 10, profitPercentage: 3, isPremium: false });
  });
});

describe('publication and the draft desk', () => {
  it('puts a published premium alert on a free member’s socket locked and on a premium member’s in full', async () => {
    const source = await newSource({ mode: 'publish', isPremium: true });
    const free = await liveSocket(await signedIn('free'));
    const premium = await liveSocket(await signedIn('premium'));
    const freeGot = collect(free, 'signal:created');
    const premiumGot = collect(premium, 'signal:created');
    const answer = await deliver(source.path, JSON.stringify({ ...futures, id: 'live-1' }), { secret: source.secret });
    await eventually(() => freeGot.some((s) => s.id === answer.body.signalId) && premiumGot.some((s) => s.id === answer.body.signalId), 'both sockets told');
    const locked = freeGot.find((s) => s.id === answer.body.signalId) as LockedSignal;
    const full = premiumGot.find((s) => s.id === answer.body.signalId) as FullSignal;
    expect(locked).toMatchObject({ locked: true, pair: 'BTC/USDT', isPremium: true });
    expect(locked).not.toHaveProperty('entryPrice');
    expect(full).toMatchObject({ locked: false, pair: 'BTC/USDT', direction: 'long', exchange: 'Binance', leverage: 5, entryPrice: 64000, takeProfit1: 65280, stopLoss: 63000, profitPercentage: 2 });
  });

  it('keeps a draft source’s alert on the desk, told live to staff, until an admin publishes it with edits', async () => {
    const source = await newSource({ mode: 'draft', isPremium: true });
    const desk = await liveSocket(admin);
    const member = await liveSocket(await signedIn('premium'));
    const drafts = collect(desk, 'signal-draft:created');
    const decided = collect(desk, 'signal-draft:updated');
    const memberDrafts = collect(member, 'signal-draft:created');
    const memberSignals = collect(member, 'signal:created');
    const answer = await deliver(source.path, JSON.stringify({ ...futures, note: 'Breakout on the 4h' }), { secret: source.secret });
    expect(answer.body).toMatchObject({ status: 'draft' });
    await eventually(() => drafts.some((d) => d.id === answer.body.id), 'the draft on the desk');
    expect(drafts.find((d) => d.id === answer.body.id)).toMatchObject({ source: { id: source.id, name: 'TradingView BTC' }, status: 'draft', note: 'Breakout on the 4h', values: { pair: 'BTC/USDT', direction: 'long', entryPrice: 64000 } });
    const listed = await admin.get<SignalDraft[]>('/api/admin/signal-drafts');
    expect(listed.body.map((d) => d.id)).toContain(answer.body.id);
    expect(memberSignals).toEqual([]);
    // Edited as the signal form would, and refused as it would be.
    const edited = { pair: 'BTC/USDT', signalType: 'futures', profitPercentage: 2.5, isPremium: true, direction: 'long', exchange: 'Binance', leverage: 3, entryPrice: 64000, takeProfit1: 65600, stopLoss: 63000 };
    const wrong = await admin.post(`/api/admin/signal-drafts/${answer.body.id}/publish`, { values: { ...edited, stopLoss: 65000 } });
    expect(wrong.status).toBe(400);
    const published = await admin.post<FullSignal>(`/api/admin/signal-drafts/${answer.body.id}/publish`, { values: edited });
    expect(published.status).toBe(201);
    expect(published.body).toMatchObject({ leverage: 3, profitPercentage: 2.5 });
    await eventually(() => memberSignals.some((s) => s.id === published.body.id) && decided.some((d) => d.id === answer.body.id), 'the signal out and the desk told');
    expect(decided.find((d) => d.id === answer.body.id)).toMatchObject({ status: 'published', signalId: published.body.id });
    expect(memberDrafts).toEqual([]);
    const timeline = await admin.get<Array<{ kind: string; note: string | null }>>(`/api/signals/${published.body.id}/timeline`);
    expect(timeline.body.some((e) => e.kind === 'note' && e.note === 'Breakout on the 4h')).toBe(true);
    const twice = await admin.post(`/api/admin/signal-drafts/${answer.body.id}/publish`, {});
    expect(twice.status).toBe(409);
    expect((await admin.get<SignalDraft[]>('/api/admin/signal-drafts')).body.map((d) => d.id)).not.toContain(answer.body.id);
  });

  it('tells staff with a subscribed browser by push, in their language, and members nothing', async () => {
    const staff = await buildUser(server.app.db, { isAdmin: true });
    await User.query(server.app.db).patch({ language: 'de' }).where('id', staff.id);
    const member = await buildUser(server.app.db);
    for (const user of [staff, member]) {
      await PushSubscription.query(server.app.db).insert({ userId: user.id, endpoint: `${LOCAL_PUSH_ORIGIN}/push/${user.id}`, p256dh: PUSH_KEY, auth: 'c2VjcmV0LWF1dGgtMTIzNA', userAgent: null, createdAt: new Date(), lastUsedAt: null });
    }
    const source = await newSource({ mode: 'draft' });
    const answer = await deliver(source.path, JSON.stringify({ ...futures, pair: 'XRPUSDT', entry: 2, tp1: 2.1, sl: 1.9 }), { secret: source.secret });
    expect(answer.body.status).toBe('draft');
    const pushes = await OutboxMessage.query(server.app.db).where('channel', 'push').whereIn('userId', [staff.id, member.id]);
    expect(pushes.map((row) => row.userId)).toEqual([staff.id]);
    expect(pushes[0]!.subject).toBe('Neuer Signalentwurf');
    expect(pushes[0]!.body).toBe('XRP/USDT von TradingView BTC wartet auf dem Entwurfstisch');
    expect(pushes[0]!.payload).toContain('/admin/signals/drafts');
  });

  it('counts a sender’s expiry from publication, not from receipt, and publishes a draft as received', async () => {
    const source = await newSource({ mode: 'draft' });
    const answer = await deliver(source.path, JSON.stringify({ ...futures, expiresInMinutes: 30 }), { secret: source.secret });
    // The draft waited an hour on the desk: received, and read as expiring, an hour earlier.
    const draft = await SignalDelivery.query(server.app.db).findById(answer.body.id).throwIfNotFound();
    const hourEarlier = (date: Date | string) => new Date(new Date(date).getTime() - 60 * 60_000);
    await SignalDelivery.query(server.app.db)
      .patch({ receivedAt: hourEarlier(draft.receivedAt), signalValues: { ...draft.signalValues!, expiresAt: hourEarlier(draft.signalValues!.expiresAt!).toISOString() } })
      .where('id', draft.id);
    const before = Date.now();
    const published = await admin.post<FullSignal>(`/api/admin/signal-drafts/${answer.body.id}/publish`, {});
    expect(published.status).toBe(201);
    expect(published.body).toMatchObject({ pair: 'BTC/USDT', direction: 'long', entryPrice: 64000, status: 'active' });
    const expiresAt = new Date(published.body.expiresAt!).getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(before + 30 * 60_000 - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 30 * 60_000 + 1000);
  });

  it('never publishes a discarded draft', async () => {
    const source = await newSource({ mode: 'draft' });
    const answer = await deliver(source.path, JSON.stringify(futures), { secret: source.secret });
    const discarded = await admin.post<SignalDraft>(`/api/admin/signal-drafts/${answer.body.id}/discard`);
    expect(discarded.body).toMatchObject({ id: answer.body.id, status: 'discarded', signalId: null });
    expect((await admin.post(`/api/admin/signal-drafts/${answer.body.id}/publish`, {})).status).toBe(409);
    expect((await admin.post('/api/admin/signal-drafts/999999/discard')).status).toBe(404);
    const log = await admin.get<SignalDeliveryDto[]>(`/api/admin/signal-sources/${source.id}/deliveries`);
    expect(log.body[0]).toMatchObject({ status: 'discarded', signalId: null });
  });
});
