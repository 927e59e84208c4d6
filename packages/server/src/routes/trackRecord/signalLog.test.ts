import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, SIGNAL_LOG_ENTRIES_MAX, type FullSignal, type SignalInput, type SignalLogEntry, type SignalLogHead } from '@signals/protocol';
import { withSettings } from '../../../test/support/settings.js';
import { eventually } from '../../../test/support/events.js';
import { uniqueCoin } from '../../../test/support/factories/signals.js';
import { adminCallers, signedInUser } from '../../../test/support/signIn.js';
import type { TestClient } from '../../../test/support/testClient.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';
import { canonicalJson } from '../../services/signalLog/canonicalJson.js';
import { leafHash, verifyConsistency, verifyInclusion } from '../../services/signalLog/merkle.js';
import { verifyHead } from '../../services/signalLog/signingKey.js';

// Issue 45: every publication, edit and outcome is a leaf of one append-only Merkle tree with signed heads; a premium
// trade is committed while open and opened once it has ended.

let server: TestServer;
let callers: Awaited<ReturnType<typeof adminCallers>>;
let member: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  callers = await adminCallers(server);
  member = (await signedInUser(server)).client;
});
afterAll(async () => {
  await server.close();
});

const FUTURES = { signalType: 'futures', profitPercentage: 2.4, exchange: 'Bybit', direction: 'long', leverage: 7, contractType: 'perpetual', entryPrice: 3517.25, takeProfit1: 3611.5, takeProfit2: 3703.75, stopLoss: 3433.5 } as const;

async function publish(overrides: Partial<SignalInput> = {}): Promise<FullSignal> {
  const input: SignalInput = { pair: `${uniqueCoin()}/USDT`, ...FUTURES, ...overrides };
  const response = await callers.adminClient.post('/api/signals', input);
  expect(response.status, response.text).toBe(201);
  return routes.createSignal.response.parse(response.body);
}

async function closeAt(id: number, price: number) {
  const response = await callers.adminClient.post(`/api/admin/signals/${id}/events`, { kind: 'closed', price });
  expect(response.status, response.text).toBe(201);
  return routes.adminAddSignalEvent.response.parse(response.body);
}

async function entries(client: TestClient, start: number, end: number): Promise<SignalLogEntry[]> {
  const response = await client.get(`/api/track-record/log/entries?start=${start}&end=${end}`);
  expect(response.status, response.text).toBe(200);
  return routes.signalLogEntries.response.parse(response.body);
}

async function entry(index: number, client: TestClient = server.client()): Promise<SignalLogEntry & { fields: Record<string, unknown> }> {
  const [found] = await entries(client, index, index + 1);
  return { ...found!, fields: JSON.parse(found!.leaf) as Record<string, unknown> };
}

async function head(): Promise<SignalLogHead> {
  const response = await server.client().get('/api/track-record/log/head');
  expect(response.status, response.text).toBe(200);
  return routes.signalLogHead.response.parse(response.body);
}

/** The head once it covers `size` leaves: signed within a few seconds of the append. */
async function headOfAtLeast(size: number): Promise<SignalLogHead> {
  let latest = await head();
  await eventually(async () => (latest = await head()).treeSize >= size, `a head of ${size} leaves`, 10_000);
  return latest;
}

const sha256 = (...parts: Buffer[]) => parts.reduce((hash, part) => hash.update(part), createHash('sha256')).digest('hex');

describe('the signal log', () => {
  it('appends a publication with its trade, an edit and each event, and points the API at each leaf', async () => {
    const signal = await publish({ isPremium: false });
    expect(signal.logIndex).not.toBeNull();
    expect(signal.loggedAt).not.toBeNull();
    const published = await entry(signal.logIndex!);
    expect(published.leafHash).toBe(leafHash(published.leaf).toString('hex'));
    expect(published.leaf).toBe(canonicalJson(published.fields));
    expect(published.fields).toMatchObject({ kind: 'signal', signalId: signal.id, pair: signal.pair, isPremium: false, trade: { entryPrice: 3517.25, stopLoss: 3433.5, leverage: 7 } });
    expect(published.fields).not.toHaveProperty('backfilled');

    const edited = await callers.adminClient.put(`/api/signals/${signal.id}`, { pair: signal.pair, ...FUTURES, isPremium: false, stopLoss: 3450 });
    expect(edited.status, edited.text).toBe(200);
    // The publication's leaf is not rewritten: the edit is a leaf of its own, after it.
    expect((await entry(signal.logIndex!)).leaf).toBe(published.leaf);
    expect(routes.updateSignal.response.parse(edited.body).logIndex).toBe(signal.logIndex);
    const { event } = await closeAt(signal.id, 3600);
    expect(event.logIndex).toBe(signal.logIndex! + 2);
    expect((await entry(signal.logIndex! + 1)).fields).toMatchObject({ kind: 'edited', signalId: signal.id, trade: { stopLoss: 3450 } });
    expect((await entry(event.logIndex!)).fields).toMatchObject({ kind: 'closed', signalId: signal.id, outcome: 'won', resultPercent: event.resultPercent, trade: { price: 3600 } });

    const timeline = await member.get(`/api/signals/${signal.id}/timeline`);
    expect(routes.signalTimeline.response.parse(timeline.body).map((step) => step.logIndex)).toEqual([event.logIndex]);
  });

  it('commits an open premium trade without a trace of it, and opens the commitment once it has ended', async () => {
    const signal = await publish({ isPremium: true });
    const open = await entry(signal.logIndex!, member);
    expect(open.fields).not.toHaveProperty('trade');
    expect(open.fields.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(open.reveal).toBeUndefined();
    // Nothing of the trade anywhere in what a free member is given: not a price, not the exchange, not the leverage.
    for (const figure of ['3517.25', '3611.5', '3703.75', '3433.5', 'Bybit', 'perpetual', '"leverage"', 'long']) {
      expect(JSON.stringify(await entries(member, signal.logIndex!, signal.logIndex! + 1))).not.toContain(figure);
    }

    const restore = await withSettings(server.app.db, { reveal_closed_premium_signals: 'false' });
    const { event } = await closeAt(signal.id, 3650.5);
    expect((await entry(signal.logIndex!)).reveal).toBeUndefined();
    expect((await entry(event.logIndex!)).reveal).toBeUndefined();

    await restore();
    await withSettings(server.app.db, { reveal_closed_premium_signals: 'true' });
    for (const index of [signal.logIndex!, event.logIndex!]) {
      const revealed = await entry(index);
      const { trade, salt } = revealed.reveal!;
      expect(sha256(Buffer.from(canonicalJson(trade)), Buffer.from(salt, 'hex'))).toBe(revealed.fields.commitment);
    }
    expect((await entry(signal.logIndex!)).reveal!.trade).toMatchObject({ entryPrice: 3517.25, exchange: 'Bybit', leverage: 7, direction: 'long' });
    expect((await entry(event.logIndex!)).reveal!.trade).toEqual({ price: 3650.5, note: null });
    // A changed byte of the revealed trade no longer opens the commitment.
    const revealed = await entry(signal.logIndex!);
    const forged = { ...revealed.reveal!.trade, entryPrice: 3517.35 };
    expect(sha256(Buffer.from(canonicalJson(forged)), Buffer.from(revealed.reveal!.salt, 'hex'))).not.toBe(revealed.fields.commitment);
  });

  it('keeps positions in one gapless line when publications race', async () => {
    const raced = await Promise.all(Array.from({ length: 12 }, (_, i) => publish({ isPremium: i % 2 === 0 })));
    const indices = raced.map((signal) => signal.logIndex!).sort((a, b) => a - b);
    expect(indices).toEqual(Array.from({ length: 12 }, (_, i) => indices[0]! + i));
    const leaves = await entries(server.client(), indices[0]!, indices[11]! + 1);
    expect(leaves.map((leaf) => leaf.index)).toEqual(indices);
    expect(new Set(leaves.map((leaf) => (JSON.parse(leaf.leaf) as { signalId: number }).signalId))).toEqual(new Set(raced.map((signal) => signal.id)));
  });

  it('refuses to change or remove a leaf or a commitment, in the database itself', async () => {
    const signal = await publish({ isPremium: true });
    const db = server.app.db;
    await expect(db('signalLog').where('position', signal.logIndex).update({ leaf: '{}' })).rejects.toThrow(/append-only/);
    await expect(db('signalLog').where('position', signal.logIndex).delete()).rejects.toThrow(/append-only/);
    await expect(db('signalLogCommitments').where('position', signal.logIndex).update({ salt: '00'.repeat(32) })).rejects.toThrow(/append-only/);
    await expect(db('signalLogCommitments').where('position', signal.logIndex).delete()).rejects.toThrow(/append-only/);
  });

  it('signs a head for every append within seconds, which the published key verifies, and proves inclusion and consistency', async () => {
    const before = await headOfAtLeast((await publish()).logIndex! + 1);
    const later = await publish();
    const after = await headOfAtLeast(later.logIndex! + 1);
    const key = routes.signalLogKey.response.parse((await server.client().get('/api/track-record/log/key')).body);
    expect(Buffer.from(key.publicKey, 'base64')).toHaveLength(32);
    expect(verifyHead(key.publicKey, after)).toBe(true);
    expect(verifyHead(key.publicKey, { ...after, treeSize: after.treeSize + 1 })).toBe(false);
    expect(verifyHead(key.publicKey, { ...after, rootHash: before.rootHash })).toBe(false);

    const leaf = await entry(later.logIndex!);
    const proof = routes.signalLogProof.response.parse((await server.client().get(`/api/track-record/log/proof?index=${later.logIndex}&treeSize=${after.treeSize}`)).body);
    const path = proof.auditPath.map((hash) => Buffer.from(hash, 'hex'));
    expect(verifyInclusion(Buffer.from(leaf.leafHash, 'hex'), later.logIndex!, after.treeSize, path, Buffer.from(after.rootHash, 'hex'))).toBe(true);

    const consistency = await server.client().get(`/api/track-record/log/consistency?first=${before.treeSize}&second=${after.treeSize}`);
    expect(consistency.headers.get('cache-control')).toContain('immutable');
    const { proof: hashes } = routes.signalLogConsistency.response.parse(consistency.body);
    expect(
      verifyConsistency(before.treeSize, after.treeSize, Buffer.from(before.rootHash, 'hex'), Buffer.from(after.rootHash, 'hex'), hashes.map((hash) => Buffer.from(hash, 'hex'))),
    ).toBe(true);

    const heads = routes.signalLogHeads.response.parse((await server.client().get('/api/track-record/log/heads?limit=5')).body);
    expect(heads[0]!.treeSize).toBeGreaterThanOrEqual(after.treeSize);
    expect(heads.map((listed) => listed.treeSize)).toEqual([...heads.map((listed) => listed.treeSize)].sort((a, b) => b - a));
  });

  it('answers a question past the end of the tree or the wrong way round with a 400 that says why', async () => {
    const size = (await headOfAtLeast(1)).treeSize;
    const cases: Array<[string, RegExp]> = [
      [`entries?start=${size + 10}&end=${size + 11}`, /The log holds \d+ entr/],
      ['entries?start=5&end=5', /end must be greater than start/],
      ['entries?start=-1&end=2', /start/],
      [`proof?index=3&treeSize=3`, /treeSize must be greater than index/],
      [`proof?index=0&treeSize=${size + 1000}`, /The log holds/],
      ['consistency?first=4&second=2', /second cannot be smaller than first/],
      ['consistency?first=0&second=2', /first/],
    ];
    for (const [query, message] of cases) {
      const response = await server.client().get(`/api/track-record/log/${query}`);
      expect(response.status, query).toBe(400);
      expect((response.body as { message: string }).message, query).toMatch(message);
    }
    // A long range is answered in part: the caller goes on from where it ended.
    expect((await entries(server.client(), 0, size + SIGNAL_LOG_ENTRIES_MAX * 2)).length).toBe(Math.min(size, SIGNAL_LOG_ENTRIES_MAX));
  });
});
