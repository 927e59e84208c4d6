import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, SignalLogEntry, SignalLogHead, TrackRecord, type FullSignal, type SignalInput } from '@signals/protocol';
import { SignalLogLeaf } from '../src/db/models/index.js';
import { eventually } from './support/events.js';
import { adminCallers } from './support/signIn.js';
import type { TestClient } from './support/testClient.js';
import { startTestServer, type TestServer } from './support/testServer.js';

// scripts/verify-record.mjs (issue 45) run as a site's visitor runs it, against a real server: it must accept an honest
// log and its record, and catch one byte changed on the way (a proxy between them stands for a lying server).

const SCRIPT = fileURLToPath(new URL('../../../scripts/verify-record.mjs', import.meta.url));

let server: TestServer;
let admin: TestClient;
let stateDir: string;
let proxy: http.Server;
let proxyUrl: string;
/** What the proxy does to an answer's body on its way to the verifier; unchanged unless a test says otherwise. */
let tamper: (pathname: string, body: string) => string = (_pathname, body) => body;

const ARBITRAGE = { signalType: 'arbitrage', profitPercentage: 2.4, buyExchange: 'Binance', sellExchange: 'Kraken', buyPrice: 67000, sellPrice: 68608 } as const;
const FUTURES = { signalType: 'futures', profitPercentage: 3, direction: 'long', entryPrice: 3500, takeProfit1: 3600, takeProfit2: 3700, stopLoss: 3400, exchange: 'Binance', leverage: 10, contractType: 'perpetual' } as const;
const FOREX = { signalType: 'forex', profitPercentage: 1.2, direction: 'buy', entryPrice: 1.0842, takeProfit1: 1.09, takeProfit2: 1.1, stopLoss: 1.07 } as const;

let published = 0;
async function publish(values: Omit<SignalInput, 'pair'>): Promise<FullSignal> {
  published += 1;
  const response = await admin.post('/api/signals', { pair: `VR${published}/USDT`, ...values });
  expect(response.status, response.text).toBe(201);
  return routes.createSignal.response.parse(response.body);
}

async function step(id: number, body: Record<string, unknown>): Promise<void> {
  const response = await admin.post(`/api/admin/signals/${id}/events`, body);
  expect(response.status, response.text).toBe(201);
}

async function edit(signal: FullSignal, values: Omit<SignalInput, 'pair'>): Promise<void> {
  const response = await admin.put(`/api/signals/${signal.id}`, { pair: signal.pair, ...values });
  expect(response.status, response.text).toBe(200);
}

async function voidSignal(id: number): Promise<void> {
  const response = await admin.delete(`/api/signals/${id}`, { body: { reason: 'Published with the wrong pair' } });
  expect(response.status, response.text).toBe(200);
}

async function readHead(): Promise<SignalLogHead> {
  return SignalLogHead.parse((await server.client().get('/api/track-record/log/head')).body);
}

/** Waits for the head signed over every leaf appended so far (the worker signs one within a few seconds of an append). */
async function headOverEveryLeaf(): Promise<SignalLogHead> {
  const leaves = await SignalLogLeaf.query(server.app.db).resultSize();
  await eventually(async () => (await readHead()).treeSize === leaves, `a signed head over ${leaves} leaves`, 10_000);
  return readHead();
}

async function readRecord(): Promise<TrackRecord> {
  return TrackRecord.parse((await server.client().get('/api/track-record')).body);
}

async function readEntries(head: SignalLogHead): Promise<SignalLogEntry[]> {
  const response = await server.client().get(`/api/track-record/log/entries?start=0&end=${head.treeSize}`);
  return SignalLogEntry.array().parse(response.body);
}

/** Runs the verifier on `site` with a state file of this suite's; resolves to how it exited and what it printed. */
function verify(site: string, stateName: string, extra: readonly string[] = []): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SCRIPT, site, '--state', path.join(stateDir, stateName), ...extra], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The body with one digit changed: the first after each marker in turn, within entry `index` of an entries answer. */
function changeDigitInEntry(body: string, index: number, markers: readonly string[]): string {
  const start = body.indexOf(`{"index":${index},`);
  const end = body.indexOf(`{"index":${index + 1},`);
  let at = start;
  for (const marker of markers) {
    at = body.indexOf(marker, at);
    expect(at, `${marker} in entry ${index}`).toBeGreaterThanOrEqual(0);
  }
  const digit = body.slice(at).search(/[0-9]/) + at;
  expect(start >= 0 && digit > start && (end < 0 || digit < end), `a digit to change in entry ${index}`).toBe(true);
  return `${body.slice(0, digit)}${(Number(body[digit]) + 1) % 10}${body.slice(digit + 1)}`;
}

/** A tiny forwarding proxy: every GET goes to the server, and its answer comes back through `tamper`. */
async function startProxy(): Promise<void> {
  proxy = http.createServer((req, res) => {
    void (async () => {
      const upstream = await fetch(`${server.baseUrl}${req.url}`, { headers: { accept: 'application/json' } });
      const body = tamper(new URL(req.url!, server.baseUrl).pathname, await upstream.text());
      res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
      res.end(body);
    })().catch((error: unknown) => {
      res.writeHead(502);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
}

// The case table, written through the API as an admin does: 8 signals and 16 leaves.
//   1 free arbitrage, closed won (+1.2 %)                    publication, closed                   2 leaves
//   2 premium futures, edited, stopped out lost (-3 %)        publication, edit, stop_hit           3 leaves, 3 reveals
//   3 premium forex, target 1, then cancelled                 publication, tp1_hit, cancelled       3 leaves, 3 reveals
//   4 free forex, voided (a delete once published)            publication, voided                   2 leaves
//   5 premium arbitrage, voided                               publication, voided                   2 leaves, 2 reveals
//   6 free futures, open                                      publication                           1 leaf
//   7 premium futures, open (its trade stays committed)       publication                           1 leaf
//   8 premium forex, target 2 won (+1 %)                      publication, tp2_hit                  2 leaves, 2 reveals
const LEAVES = 16;
const SIGNALS = 8;
const REVEALS = 10;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await adminCallers(server)).adminClient;
  stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verify-record-'));
  await startProxy();

  const won = await publish(ARBITRAGE);
  await step(won.id, { kind: 'closed', resultPercent: 1.2 });
  const lost = await publish({ ...FUTURES, isPremium: true });
  await edit(lost, { ...FUTURES, isPremium: true, stopLoss: 3395 });
  await step(lost.id, { kind: 'stop_hit', price: 3395 });
  const cancelled = await publish({ ...FOREX, isPremium: true });
  await step(cancelled.id, { kind: 'tp1_hit' });
  await step(cancelled.id, { kind: 'cancelled', reason: 'The entry was never reached' });
  await voidSignal((await publish(FOREX)).id);
  await voidSignal((await publish({ ...ARBITRAGE, isPremium: true })).id);
  await publish(FUTURES);
  await publish({ ...FUTURES, isPremium: true });
  const target = await publish({ ...FOREX, isPremium: true });
  await step(target.id, { kind: 'tp2_hit', price: 1.0950 });
});
afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
  await server.close();
  fs.rmSync(stateDir, { recursive: true, force: true });
});

describe('scripts/verify-record.mjs against a real server', () => {
  it('verifies an honest log: the head, every leaf, the reveals, and the track record recomputed from the leaves', async () => {
    const head = await headOverEveryLeaf();
    expect(head.treeSize).toBe(LEAVES);
    const record = await readRecord();
    expect(record).toMatchObject({ total: SIGNALS, closed: 3, won: 2, lost: 1, cancelled: 1, voided: 2, awaiting: 2 });

    const run = await verify(server.baseUrl, 'honest.json');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^OK /);
    expect(run.stdout).toContain(`${LEAVES} leaves, ${SIGNALS} signals, ${REVEALS} reveals checked, tree size ${head.treeSize}, root ${head.rootHash}`);
    expect(run.stdout).toContain('8 publications, 1 edit, 7 events');
    expect(run.stdout).toContain(`leaf ${LEAVES - 1} proven in the tree of ${LEAVES}`);
    expect(run.stdout).toContain('first run: no earlier head saved');
    // The figures it recomputed are the API's (it compared every one of them itself before saying OK).
    expect(run.stdout).toContain(
      `${record.total} signals: ${record.closed} closed (${record.won} won, ${record.lost} lost, ${record.breakeven} breakeven), ` +
        `${record.cancelled} cancelled, ${record.voided} voided, ${record.awaiting} awaiting; win rate ${record.winRate} %, ` +
        `cumulative ${record.cumulativeResultPercent} %; ${record.byMonth.length} months; equal to /api/track-record`,
    );
    expect((await readEntries(head)).filter((entry) => entry.reveal).length).toBe(REVEALS);
  });

  it('proves on a later run that the grown log extends the head it saved', async () => {
    const first = await headOverEveryLeaf();
    expect((await verify(server.baseUrl, 'later.json')).code).toBe(0);
    await step((await publish(ARBITRAGE)).id, { kind: 'stop_hit', resultPercent: -0.5 });
    await publish({ ...FOREX, isPremium: true });
    const second = await headOverEveryLeaf();
    expect(second.treeSize).toBe(first.treeSize + 3);

    const run = await verify(server.baseUrl, 'later.json');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`consistent with the head verified before (size ${first.treeSize} → ${second.treeSize})`);
    expect(run.stdout).toContain(`${SIGNALS + 2} signals`);
    const again = await verify(server.baseUrl, 'later.json');
    expect(again.stdout).toContain(`same tree as the head verified before (size ${second.treeSize})`);
  });

  it('verifies through the proxy when it changes nothing', async () => {
    await headOverEveryLeaf();
    const run = await verify(proxyUrl, 'through-proxy.json');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
  });

  it('catches one digit changed in a leaf, naming its index', async () => {
    const entries = await readEntries(await headOverEveryLeaf());
    const free = entries.find((entry) => !entry.reveal && entry.leaf.includes('"kind":"signal"'))!;
    tamper = (pathname, body) => (pathname.endsWith('/log/entries') ? changeDigitInEntry(body, free.index, ['\\"profitPercentage\\":']) : body);
    try {
      const run = await verify(proxyUrl, 'leaf-changed.json');
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`MISMATCH: entry ${free.index}: the leaf does not hash to its leafHash`);
      expect(run.stdout).not.toContain('OK');
    } finally {
      tamper = (_pathname, body) => body;
    }
  });

  it('catches one digit changed in a revealed trade, naming its index', async () => {
    const entries = await readEntries(await headOverEveryLeaf());
    const revealed = entries.find((entry) => entry.reveal && 'entryPrice' in entry.reveal.trade)!;
    tamper = (pathname, body) => (pathname.endsWith('/log/entries') ? changeDigitInEntry(body, revealed.index, ['"reveal":', '"entryPrice":']) : body);
    try {
      const run = await verify(proxyUrl, 'reveal-changed.json');
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`MISMATCH: entry ${revealed.index}: the revealed trade and salt do not open the leaf's commitment`);
    } finally {
      tamper = (_pathname, body) => body;
    }
  });

  it('refuses a head whose signature was forged', async () => {
    await headOverEveryLeaf();
    // One base64 character of the signature swapped for another.
    tamper = (pathname, body) => (pathname.endsWith('/log/head') ? body.replace(/"signature":"(.)/, (_match, c: string) => `"signature":"${c === 'A' ? 'B' : 'A'}`) : body);
    try {
      const run = await verify(proxyUrl, 'forged-head.json');
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/^MISMATCH: the signature of the head \(tree size \d+, root [0-9a-f]{64}\) does not verify with the log's key/);
      expect(fs.existsSync(path.join(stateDir, 'forged-head.json'))).toBe(false);
    } finally {
      tamper = (_pathname, body) => body;
    }
  });

  it('holds the site to a key published elsewhere (--key)', async () => {
    await headOverEveryLeaf();
    const { publicKey } = routes.signalLogKey.response.parse((await server.client().get('/api/track-record/log/key')).body);
    const pinned = await verify(server.baseUrl, 'pinned.json', ['--key', publicKey]);
    expect(pinned.code).toBe(0);
    expect(pinned.stdout).toContain(`signature valid with the key ${publicKey} (pinned with --key)`);
    // A site answering with another key (its heads signed by whoever holds that one) is refused.
    const other = Buffer.alloc(32, 7).toString('base64');
    const refused = await verify(server.baseUrl, 'pinned-other.json', ['--key', other]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`MISMATCH: the site signs with the key ${publicKey}, not the key given with --key (${other})`);
  });

  it('exits 2 with a clear message when the site cannot be reached or the arguments are wrong', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = await verify(`http://127.0.0.1:${port}`, 'unreachable.json');
    expect(unreachable.code).toBe(2);
    expect(unreachable.stderr).toContain(`Cannot reach http://127.0.0.1:${port}/api/track-record/log/key`);
    const usage = await verify('not a url', 'usage.json');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: node scripts/verify-record.mjs <site URL> [--state <file>] [--key <publicKey>]');
  });
});

describe('scripts/verify-record.mjs on the demo data', () => {
  it('finds the record the demo shows in the log the first start filled, figure for figure', async () => {
    const demo = await startTestServer({ SEED_DEMO_DATA: 'true' });
    try {
      const size = await SignalLogLeaf.query(demo.app.db).resultSize();
      expect(size).toBeGreaterThan(100);
      await eventually(async () => routes.signalLogHead.response.parse((await demo.client().get('/api/track-record/log/head')).body).treeSize === size, 'the demo head', 10_000);
      const record = TrackRecord.parse((await demo.client().get('/api/track-record')).body);
      const run = await verify(demo.baseUrl, 'demo.json');
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(`${size} leaves, ${record.total} signals`);
      expect(run.stdout).toContain(`win rate ${record.winRate} %, cumulative ${record.cumulativeResultPercent} %; ${record.byMonth.length} months; equal to /api/track-record`);
    } finally {
      await demo.close();
    }
  });
});
