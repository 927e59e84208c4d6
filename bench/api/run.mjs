/**
 * bench/api: GET /api/signals?limit=50 through the real router, session and
 * presenter, as a free and as a premium user, beside a bare Koa handler
 * answering {"hello":"world"} (the goal's floor) and one answering the free
 * list's own bytes (what sending that much costs by itself), in one run.
 *
 *   node bench/api/run.mjs [--duration 10] [--warmup 5] [--connections 100] [--pipelining 10] [--skip-build] [--cpu-prof DIR]
 *
 * The server runs as it ships (built, production, its own temporary data
 * folder with 200 signals and two signed-in users); each target gets a
 * warm-up round first, then a measured round with autocannon in this process.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { applyNice, buildServer, seed, startServer, stopServer, tempDataDir } from '../lib/server.mjs';
import { fmt, machine } from '../lib/stats.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const { values: opts } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '5' },
    connections: { type: 'string', default: '100' },
    pipelining: { type: 'string', default: '10' },
    port: { type: 'string', default: '4720' },
    path: { type: 'string', default: '/api/signals?limit=50' },
    json: { type: 'string' },
    'cpu-prof': { type: 'string' },
    /** Scheduling priority for the benchmark's processes (see applyNice); e.g. -10 on a busy shared machine. */
    nice: { type: 'string' },
    /** Another build of the server to measure (e.g. a worktree of an older commit); skips the build. */
    server: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
  },
});

function cannon(url, headers, duration) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, headers, connections: Number(opts.connections), pipelining: Number(opts.pipelining), duration: Number(duration) },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function measure(name, url, headers) {
  await cannon(url, headers, opts.warmup);
  const result = await cannon(url, headers, opts.duration);
  const figures = {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytesPerResponse: result.throughput.total / Math.max(1, result.requests.total),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
  console.log(`${name}: ${fmt(figures.requestsPerSecond, 0)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, ${fmt(figures.bytesPerResponse, 0)} B/response, non-2xx ${figures.non2xx}, errors ${figures.errors}`);
  return figures;
}

if (opts.nice !== undefined) {
  process.env.BENCH_NICE = opts.nice;
  applyNice();
}
const info = await machine();
buildServer(opts['skip-build'] || opts.server !== undefined);
const dataDir = tempDataDir('signals-bench-api-');
const [premium, free] = seed(dataDir, [2, 200]);
const port = Number(opts.port);
// --cpu-prof DIR: the server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
const nodeArgs = opts['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(opts['cpu-prof'])}`] : [];
const server = await startServer(dataDir, port, { main: opts.server ? path.resolve(opts.server) : undefined, nodeArgs });
const bare = fork(path.join(HERE, 'bareKoa.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
applyNice(bare.pid);
const barePort = await new Promise((resolve) => bare.once('message', (message) => resolve(message.listening)));
const results = [];
try {
  const check = await fetch(`http://127.0.0.1:${port}${opts.path}`, { headers: { cookie: free.cookie } });
  const bytes = Buffer.from(await check.arrayBuffer());
  const body = JSON.parse(bytes.toString('utf8'));
  if (check.status !== 200 || !Array.isArray(body) || body.length !== 50 || !body.some((s) => s.locked)) {
    throw new Error(`The free user's list is not 50 signals with premium ones locked: ${check.status}`);
  }
  bare.send({ sameBytes: bytes.toString('base64') });
  await new Promise((resolve) => bare.once('message', resolve));
  results.push(await measure('bare Koa {"hello":"world"}', `http://127.0.0.1:${barePort}/`, {}));
  results.push(await measure('bare Koa, the free list\'s bytes', `http://127.0.0.1:${barePort}/same-bytes`, {}));
  results.push(await measure('GET /api/signals, free user', `http://127.0.0.1:${port}${opts.path}`, { cookie: free.cookie }));
  results.push(await measure('GET /api/signals, premium user', `http://127.0.0.1:${port}${opts.path}`, { cookie: premium.cookie }));
} finally {
  bare.kill();
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const [floor, sameBytes, ...api] = results;
console.log(`\n${info.date} · ${info.nproc} × ${info.cpu} · Node ${info.node} · load ${info.load}${opts.nice ? ` · nice ${opts.nice}` : ''} · -c ${opts.connections} -p ${opts.pipelining} · ${opts.warmup} s warm-up + ${opts.duration} s`);
const col = 32;
console.log(''.padEnd(26) + results.map((r) => r.name.padStart(col)).join(''));
const rows = [
  ['requests/s', (r) => fmt(r.requestsPerSecond, 0)],
  ['  ratio to bare Koa', (r) => `${fmt(r.requestsPerSecond / floor.requestsPerSecond, 2)}`],
  ['  ratio to same bytes', (r) => `${fmt(r.requestsPerSecond / sameBytes.requestsPerSecond, 2)}`],
  ['latency p50 (ms)', (r) => fmt(r.p50, 0)],
  ['latency p99 (ms)', (r) => fmt(r.p99, 0)],
  ['  p99 ratio to bare Koa', (r) => `${fmt(r.p99 / floor.p99, 2)}x`],
  ['  p99 ratio to same bytes', (r) => `${fmt(r.p99 / sameBytes.p99, 2)}x`],
  ['bytes per response', (r) => fmt(r.bytesPerResponse, 0)],
  ['non-2xx / errors', (r) => `${r.non2xx} / ${r.errors}`],
];
for (const [label, cell] of rows) {
  console.log(label.padEnd(26) + results.map((r) => cell(r).padStart(col)).join(''));
}
if (opts.json) {
  fs.writeFileSync(opts.json, JSON.stringify({ info, options: opts, results, ratios: api.map((r) => r.requestsPerSecond / floor.requestsPerSecond), sameBytesRatios: api.map((r) => r.requestsPerSecond / sameBytes.requestsPerSecond) }, null, 2));
}
