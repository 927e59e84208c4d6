/**
 * bench/trackRecord: GET /api/track-record and its CSV at 100,000 signals
 * (about 60% closed, three types, spread over two years), cold and cached,
 * through the real router, cache, queries and presenter.
 *
 *   node bench/trackRecord/run.mjs [--signals 100000] [--cold 30] [--cached 300] [--csv-cold 10] [--csv-cached 30] [--skip-build] [--json FILE]
 *
 * The server runs as it ships (built, production, its own temporary SQLite
 * file, deleted afterwards). Calls go one at a time, so each figure is one
 * call's latency as a visitor sees it, not a throughput.
 *
 * Cold: before each timed call, the admin publishes a signal through
 * POST /api/signals (not timed). The write drops the cached answers through
 * the event bus exactly as an outcome does, and the next call computes the
 * same query afresh over the whole table (one row larger each time). Cached:
 * the same call repeated with no write between. The CSV is also asked with a
 * publication window no call asked before, each time.
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ADMIN, ApiClient, applyNice, buildServer, serverEnv, startServer, stopServer, tempDataDir } from '../lib/server.mjs';
import { fmt, machine, quantile } from '../lib/stats.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const { values: opts } = parseArgs({
  options: {
    signals: { type: 'string', default: '100000' },
    cold: { type: 'string', default: '30' },
    cached: { type: 'string', default: '300' },
    'csv-cold': { type: 'string', default: '10' },
    'csv-cached': { type: 'string', default: '30' },
    port: { type: 'string', default: '4730' },
    json: { type: 'string' },
    /** Scheduling priority for the benchmark's processes (see applyNice). */
    nice: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
  },
});

const RECORD = '/api/track-record';
const CSV = '/api/track-record/signals.csv';

/** One timed GET: milliseconds, with the body checked so an error never passes for a fast answer. */
async function timedGet(baseUrl, pathname, check) {
  const started = performance.now();
  const response = await fetch(baseUrl + pathname);
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) {
    throw new Error(`${pathname} answered ${response.status}: ${text.slice(0, 200)}`);
  }
  check(text);
  return { ms, bytes: Buffer.byteLength(text) };
}

/** A free arbitrage signal, published now: a write that drops every cached answer. */
const write = (admin, n) =>
  admin.request('POST', '/api/signals', { pair: 'BTC/USDT', signalType: 'arbitrage', buyExchange: 'Binance', sellExchange: 'Kraken', buyPrice: 64000, sellPrice: 64000 + 100 + n }).then((response) => {
    if (response.status !== 201) {
      throw new Error(`Publishing a signal failed: ${response.status} ${JSON.stringify(response.body)}`);
    }
  });

async function series(name, count, call) {
  const samples = [];
  let bytes = 0;
  for (let i = 0; i < count; i += 1) {
    const result = await call(i);
    samples.push(result.ms);
    bytes = result.bytes;
  }
  samples.sort((a, b) => a - b);
  const figures = { name, calls: count, p50: quantile(samples, 0.5), p99: quantile(samples, 0.99), max: samples[samples.length - 1], bytes };
  console.log(`${name.padEnd(30)} ${String(count).padStart(5)} calls  p50 ${fmt(figures.p50).padStart(8)} ms  p99 ${fmt(figures.p99).padStart(8)} ms  ${fmt(bytes / 1024, 0)} KiB`);
  return figures;
}

if (opts.nice !== undefined) {
  process.env.BENCH_NICE = opts.nice;
  applyNice();
}
const info = await machine();
buildServer(opts['skip-build']);
const dataDir = tempDataDir('signals-bench-record-');
const port = Number(opts.port);
const signals = Number(opts.signals);
execFileSync(process.execPath, [path.join(HERE, 'seed.mjs'), String(signals)], { env: serverEnv(dataDir, 0), stdio: 'inherit' });
const server = await startServer(dataDir, port);
const baseUrl = `http://127.0.0.1:${port}`;
const results = [];
try {
  const admin = new ApiClient(baseUrl);
  await admin.signIn(ADMIN.username, ADMIN.password);
  let published = 0;
  const isRecord = (text) => {
    const record = JSON.parse(text);
    if (record.total !== signals + published || record.closed === 0 || record.byMonth.length === 0) {
      throw new Error(`The record does not count the seeded table: total ${record.total}, closed ${record.closed}`);
    }
  };
  const isCsv = (text) => {
    if (!text.startsWith('id,pair,type,') || text.split('\r\n').length < signals / 2) {
      throw new Error('The CSV does not list the ended signals');
    }
  };
  // The first answer after start pays for warming up (statements prepared, code compiled): not counted.
  await timedGet(baseUrl, RECORD, isRecord);
  results.push(
    await series('track record, cold', Number(opts.cold), async (i) => {
      await write(admin, i);
      published += 1;
      return timedGet(baseUrl, RECORD, isRecord);
    }),
  );
  results.push(await series('track record, cached', Number(opts.cached), () => timedGet(baseUrl, RECORD, isRecord)));
  await timedGet(baseUrl, CSV, isCsv);
  results.push(
    await series('CSV, cold', Number(opts['csv-cold']), async (i) => {
      await write(admin, 10_000 + i);
      published += 1;
      return timedGet(baseUrl, CSV, isCsv);
    }),
  );
  results.push(await series('CSV, cached', Number(opts['csv-cached']), () => timedGet(baseUrl, CSV, isCsv)));
  // A window no one asked for before, each call (what a visitor varying the filters costs): the kept lines are picked, not rebuilt.
  const isFilteredCsv = (text) => {
    if (!text.startsWith('id,pair,type,')) {
      throw new Error('The filtered CSV has no header');
    }
  };
  results.push(
    await series('CSV, new filter each call', Number(opts['csv-cached']), (i) =>
      timedGet(baseUrl, `${CSV}?from=${new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10)}`, isFilteredCsv),
    ),
  );
} finally {
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\n${info.date} · ${info.nproc} × ${info.cpu} · Node ${info.node} · load ${info.load}${opts.nice ? ` · nice ${opts.nice}` : ''} · ${signals} signals, SQLite`);
if (opts.json) {
  fs.writeFileSync(opts.json, JSON.stringify({ info, options: opts, results }, null, 2));
}
