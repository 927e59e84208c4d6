/**
 * bench/analytics: GET /api/admin/analytics (the revenue figures) at 100,000
 * members and 300,000 payments with their premium periods, through the real
 * router, query and JSON answer, as an admin calls it; and the two CSV exports.
 *
 *   node bench/analytics/run.mjs [--members 100000] [--payments 300000] [--runs 20] [--csv-runs 3] [--skip-build] [--json FILE]
 *
 * SQLite always (a temporary data folder, deleted afterwards); PostgreSQL too
 * when DATABASE_URL is set (a schema of its own, dropped afterwards). Calls go
 * one at a time, so each figure is one call's latency; nothing is cached
 * between calls (the figures have no cache: every call computes them afresh).
 *
 * Three ranges: the default (this month and the five before), the last two
 * years (24 windows), and one past quarter; beside them, as the baseline of the
 * same run, the dashboard statistics (GET /api/admin/stats) on the same tables.
 */
import { benchStart, onEachDatabase } from '../lib/databases.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ADMIN, ApiClient, serverEnv, startServer, stopServer } from '../lib/server.mjs';
import { fmt, quantile } from '../lib/stats.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const { values: opts } = parseArgs({
  options: {
    members: { type: 'string', default: '100000' },
    payments: { type: 'string', default: '300000' },
    runs: { type: 'string', default: '20' },
    'csv-runs': { type: 'string', default: '3' },
    port: { type: 'string', default: '4740' },
    json: { type: 'string' },
    nice: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
  },
});

const day = (ms) => new Date(ms).toISOString().slice(0, 10);
const now = Date.now();
const today = new Date(now);
const RANGES = [
  ['default range (6 months)', ''],
  ['last 24 months', `?from=${day(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 23, 1))}&to=${day(now)}`],
  ['a past quarter', `?from=${day(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 9, 1))}&to=${day(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 6, 0))}`],
];

async function timedGet(client, pathname, check) {
  const started = performance.now();
  const response = await fetch(client.baseUrl + pathname, { headers: { cookie: client.cookieHeader() } });
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) {
    throw new Error(`${pathname} answered ${response.status}: ${text.slice(0, 200)}`);
  }
  check(text);
  return { ms, bytes: Buffer.byteLength(text), text };
}

async function series(database, name, count, call) {
  const samples = [];
  let bytes = 0;
  for (let i = 0; i < count; i += 1) {
    const result = await call();
    samples.push(result.ms);
    bytes = result.bytes;
  }
  samples.sort((a, b) => a - b);
  const figures = { database, name, calls: count, p50: quantile(samples, 0.5), p99: quantile(samples, 0.99), max: samples[samples.length - 1], bytes };
  console.log(`${database.padEnd(10)} ${name.padEnd(28)} ${String(count).padStart(4)} calls  p50 ${fmt(figures.p50).padStart(8)} ms  p99 ${fmt(figures.p99).padStart(8)} ms  ${fmt(bytes / 1024, 0)} KiB`);
  return figures;
}

const isFigures = (text) => {
  const figures = JSON.parse(text);
  if (!(figures.activeSubscribers > 0) || !(figures.mrrUsd > 0) || figures.byMonth.length === 0) {
    throw new Error(`The figures do not count the seeded tables: ${text.slice(0, 200)}`);
  }
};
const isJson = (text) => JSON.parse(text);
const isCsv = (header) => (text) => {
  if (!text.startsWith(header) || text.split('\r\n').length < 1000) {
    throw new Error(`The export does not list the seeded rows: ${text.slice(0, 100)}`);
  }
};

/** Seeds a database, starts the server on it, times the calls, stops it. */
async function measure(database, env, dataDir) {
  const members = Number(opts.members);
  const payments = Number(opts.payments);
  execFileSync(process.execPath, [path.join(HERE, 'seed.mjs'), String(members), String(payments)], { env: serverEnv(dataDir, 0, env), stdio: 'inherit' });
  const port = Number(opts.port);
  const server = await startServer(dataDir, port, { env });
  const results = [];
  try {
    const admin = new ApiClient(`http://127.0.0.1:${port}`);
    await admin.signIn(ADMIN.username, ADMIN.password);
    // The first answer pays for warming up (statements prepared, code compiled, pages read): not counted.
    const first = await timedGet(admin, '/api/admin/analytics', isFigures);
    const figures = JSON.parse(first.text);
    console.log(
      `${database}: MRR ${figures.mrrUsd} USD, ${figures.activeSubscribers} active, ${figures.trialing} trialing, ${figures.comped} comped, ARPA ${figures.arpaUsd}, ` +
        `gross churn ${figures.grossMrrChurnRate}, LTV ${figures.ltvUsd}, trial conversion ${figures.trialConversionRate}, funnel ${JSON.stringify(figures.funnel)}`,
    );
    // The baseline, in the same run on the same tables: the back office's dashboard statistics, which every admin
    // already waits for on opening it (counts and sums over the same payments and members).
    results.push(await series(database, 'baseline: dashboard stats', Number(opts.runs), () => timedGet(admin, '/api/admin/stats', isJson)));
    for (const [name, query] of RANGES) {
      results.push(await series(database, `analytics, ${name}`, Number(opts.runs), () => timedGet(admin, `/api/admin/analytics${query}`, isFigures)));
    }
    results.push(await series(database, 'payments.csv, everything', Number(opts['csv-runs']), () => timedGet(admin, '/api/admin/exports/payments.csv', isCsv('id,createdAt,member'))));
    results.push(
      await series(database, 'subscriptions.csv, everything', Number(opts['csv-runs']), () => timedGet(admin, '/api/admin/exports/subscriptions.csv', isCsv('id,member,kind'))),
    );
  } finally {
    await stopServer(server);
  }
  return results;
}

const info = await benchStart(opts);
const results = await onEachDatabase('analytics', measure);

console.log(`\n${info.date} · ${info.nproc} × ${info.cpu} · Node ${info.node} · load ${info.load}${opts.nice ? ` · nice ${opts.nice}` : ''} · ${opts.members} members, ${opts.payments} payments`);
if (opts.json) {
  fs.writeFileSync(opts.json, JSON.stringify({ info, options: opts, results }, null, 2));
}
