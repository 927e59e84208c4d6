/**
 * bench/fanout: how fast one signal reaches every connected client.
 *
 *   node bench/fanout/run.mjs [--clients 10000] [--signals 60] [--warmup 5]
 *                             [--interval 1000] [--phases raw,bare,server,stock] [--skip-build]
 *   node bench/fanout/run.mjs --phases server,two [--database-url postgres://…] [--redis-url redis://…]
 *
 * Three servers, one after the other, each in its own process, the same light
 * client swarm in a second process: the raw `net` floor, a bare socket.io
 * server, and the real server as it ships (built, production, its own
 * temporary data folder, N seeded users signed in, half premium). Latency is
 * measured on the host's monotonic clock, which every process shares: from the
 * moment the admin's POST /api/signals (or the floor's send command) leaves the
 * parent to the moment a client's 'message' handler runs.
 *
 * The `stock` phase runs the same server with REALTIME_FAST_PATH=off: every
 * push through stock socket.io emits, the fallback when the ws internals the
 * fast path writes through are missing (or `REALTIME_FAST_PATH=off` for one run
 * of the `server` phase, since the server reads the benchmark's environment).
 *
 * The `two` phase runs two server processes on PostgreSQL and Redis
 * (DATABASE_URL / REDIS_URL, or the flags), clients spread over both, in a
 * schema and key prefix of its own that it removes afterwards.
 */
import { execSync, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ADMIN, applyNice, ask, buildServer, seed, tempDataDir } from '../lib/server.mjs';
import { removeClusterState } from '../lib/cluster.mjs';
import { cpuTicks, fmt, machine, median, quantile, stolenPercent } from '../lib/stats.mjs';
import { barePhase, clusterPhase, rawPhase, serverPhase } from './phases.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const { values: opts } = parseArgs({
  options: {
    clients: { type: 'string', default: '10000' },
    signals: { type: 'string', default: '60' },
    warmup: { type: 'string', default: '5' },
    interval: { type: 'string', default: '1000' },
    phases: { type: 'string', default: 'raw,bare,server' },
    port: { type: 'string', default: '4710' },
    idle: { type: 'string', default: '5' },
    json: { type: 'string' },
    /** Scheduling priority for the benchmark's processes (see applyNice); e.g. -10 on a busy shared machine. */
    nice: { type: 'string' },
    /** Another build of the server to measure (e.g. a worktree of an older commit); skips the build. */
    server: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    /** For the `two` phase. */
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
    'redis-url': { type: 'string', default: process.env.REDIS_URL },
  },
});
const CLIENTS = Number(opts.clients);
const SIGNALS = Number(opts.signals);
const WARMUP = Number(opts.warmup);
const INTERVAL = Number(opts.interval);
const IDLE_S = Number(opts.idle);
/** The issue's goal for the longest event-loop block during a fan-out. */
const BLOCK_GOAL_MS = 25;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function checkLimits() {
  const soft = Number(execSync('ulimit -n', { shell: '/bin/bash' }).toString().trim());
  const range = fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
  console.log(`ulimit -n ${soft}; ephemeral ports ${range.join('-')} (${range[1] - range[0] + 1} per source address)`);
  if (soft < CLIENTS + 500) {
    throw new Error(`ulimit -n is ${soft}: each process needs ${CLIENTS + 500} file descriptors. Raise it (ulimit -n ${CLIENTS * 2 + 1000}) and run again.`);
  }
}

/** Several loopback source addresses, a fresh set per phase, so ephemeral ports and TIME_WAIT never run out. */
function sourcesFor(phaseIndex) {
  const count = Math.max(1, Math.ceil(CLIENTS / 4000));
  return Array.from({ length: count }, (_, n) => `127.0.${phaseIndex + 1}.${n + 1}`);
}

/** Waits until every expected event has arrived, or nothing has for a while (a server that falls behind is still measured, not cut short). */
async function settle(swarm, expected) {
  let last = -1;
  let still = 0;
  for (;;) {
    const { receipts } = await ask(swarm, { cmd: 'count' });
    if (receipts >= expected) {
      return;
    }
    still = receipts === last ? still + 1 : 0;
    if (still >= 10) {
      console.log(`${expected - receipts} events never arrived`);
      return;
    }
    last = receipts;
    await sleep(500);
  }
}

/**
 * Asks every server process of the phase and combines the answers: CPU and
 * memory add up, the longest block is the longest of any, fan-outs are listed
 * together.
 */
async function probe(phase, message) {
  const replies = await Promise.all((phase.probes ?? [phase.probe]).map((child) => ask(child, message)));
  if (replies.length === 1) {
    return replies[0];
  }
  const sum = (field) => replies.reduce((total, reply) => total + (reply[field] ?? 0), 0);
  return {
    user: sum('user'),
    system: sum('system'),
    rss: sum('rss'),
    heapUsed: sum('heapUsed'),
    youngGeneration: sum('youngGeneration'),
    gc: replies.every((reply) => reply.gc),
    maxBlockMs: Math.max(...replies.map((reply) => reply.maxBlockMs ?? 0)),
    fanouts: replies.flatMap((reply) => reply.fanouts ?? []),
  };
}

async function measure(phase, phaseIndex, swarm) {
  console.log(`\n== ${phase.name}: ${CLIENTS} clients`);
  const mem0 = await probe(phase, { probe: 'gc' });
  const connected = await ask(swarm, { cmd: 'connect', ...phase.connect, count: CLIENTS, sources: sourcesFor(phaseIndex) });
  console.log(`connected ${connected.connected}/${CLIENTS} in ${fmt(connected.ms / 1000)} s${connected.failed ? ` (first failure: ${connected.firstError})` : ''}`);
  await sleep(IDLE_S * 1000);
  const mem1 = await probe(phase, { probe: 'gc' });

  // The CPU an idle server spends on these connections (heartbeats), to subtract from the publishing window.
  const idleA = await probe(phase, { probe: 'cpu' });
  await sleep(IDLE_S * 1000);
  const idleB = await probe(phase, { probe: 'cpu' });
  const idleUsPerMs = (idleB.user + idleB.system - idleA.user - idleA.system) / (IDLE_S * 1000);

  const sent = [];
  const blocks = [];
  const fanouts = [];
  let cpuStart;
  let ticksStart;
  let measuredStart;
  const start = Date.now();
  for (let seq = 0; seq < WARMUP + SIGNALS; seq += 1) {
    const due = start + seq * INTERVAL;
    await sleep(Math.max(0, due - Date.now()));
    if (seq === WARMUP) {
      ticksStart = await cpuTicks();
      cpuStart = await probe(phase, { probe: 'cpu' });
      measuredStart = Date.now();
    }
    await probe(phase, { probe: 'reset' });
    const signal = await phase.send(seq);
    await sleep(Math.max(0, due + INTERVAL - 20 - Date.now()));
    const read = await probe(phase, { probe: 'read' });
    if (seq >= WARMUP) {
      sent.push(signal);
      blocks.push(read.maxBlockMs);
      fanouts.push(...read.fanouts);
    }
    process.stdout.write(seq < WARMUP ? 'w' : '.');
  }
  const cpuEnd = await probe(phase, { probe: 'cpu' });
  const ticksEnd = await cpuTicks();
  const windowMs = Date.now() - measuredStart;
  process.stdout.write('\n');
  await settle(swarm, (WARMUP + SIGNALS) * connected.connected);

  const report = await ask(swarm, { cmd: 'report', sent });
  await ask(swarm, { cmd: 'close' });
  await phase.stop();

  const recipients = SIGNALS * connected.connected;
  const cpuUs = cpuEnd.user + cpuEnd.system - cpuStart.user - cpuStart.system - idleUsPerMs * windowMs;
  const lasts = report.perSignal.map((s) => s.last).sort((a, b) => a - b);
  const fanoutRecipients = fanouts.reduce((sum, f) => sum + f.recipients, 0);
  return {
    name: phase.name,
    connected: connected.connected,
    connectSeconds: connected.ms / 1000,
    minShare: Math.min(...report.perSignal.map((s) => s.share)),
    fullDelivery: report.perSignal.filter((s) => s.share === 1).length,
    signals: SIGNALS,
    duplicates: report.duplicates,
    leaks: report.leaks,
    unexpectedCloses: report.unexpectedCloses,
    p50: report.p50,
    p99: report.p99,
    firstMedian: median(report.perSignal.map((s) => s.first)),
    sendMedian: median(sent.map((s) => s.postMs ?? NaN).filter(Number.isFinite)),
    lastMedian: quantile(lasts, 0.5),
    lastP99: quantile(lasts, 0.99),
    cpuUsPerRecipient: cpuUs / recipients,
    idleCpuPercent: idleUsPerMs / 10,
    fanoutWallUsPerRecipient: fanoutRecipients ? (fanouts.reduce((sum, f) => sum + f.busyMs, 0) * 1000) / fanoutRecipients : NaN,
    fanoutSpanMs: median(perSignalSpans(fanouts)),
    slicesPerFanout: fanouts.length ? fanouts.reduce((sum, f) => sum + f.slices, 0) / fanouts.length : NaN,
    fanoutCpuUsPerRecipient: fanoutRecipients ? fanouts.reduce((sum, f) => sum + f.cpuUs, 0) / fanoutRecipients : NaN,
    maxBlockMs: Math.max(...blocks),
    medianBlockMs: median(blocks),
    blocksOverGoal: blocks.filter((ms) => ms > BLOCK_GOAL_MS).length,
    stolenPercent: stolenPercent(ticksStart, ticksEnd),
    // V8's young generation is sized by the allocation rate, and gc() sometimes shrinks it: not the connections' memory.
    rssPerConnKb: (mem1.rss - mem1.youngGeneration - (mem0.rss - mem0.youngGeneration)) / connected.connected / 1024,
    rawRssPerConnKb: (mem1.rss - mem0.rss) / connected.connected / 1024,
    heapPerConnKb: (mem1.heapUsed - mem0.heapUsed) / connected.connected / 1024,
    gc: mem1.gc,
  };
}

/** Wall time of each fan-out, start of the first slice to end of the last. */
function perSignalSpans(fanouts) {
  return fanouts.map((f) => f.wallMs);
}

function ratio(value, floor) {
  const x = value / floor;
  return Number.isFinite(x) ? `${fmt(x, 2)}x` : 'n/a';
}

function print(results, info) {
  const raw = results.find((r) => r.name === 'raw net floor');
  const rows = [
    ['clients connected', (r) => `${r.connected}`],
    ['signals with 100% delivery', (r) => `${r.fullDelivery}/${r.signals} (min ${fmt(r.minShare * 100, 2)}%)`],
    ['duplicates / premium leaks / drops', (r) => `${r.duplicates} / ${r.leaks} / ${r.unexpectedCloses}`],
    ['latency p50 (ms)', (r) => fmt(r.p50)],
    ['latency p99 (ms)', (r) => fmt(r.p99)],
    ['publish round trip, median (ms)', (r) => fmt(r.sendMedian)],
    ['first recipient, median (ms)', (r) => fmt(r.firstMedian)],
    ['last recipient, median (ms)', (r) => fmt(r.lastMedian)],
    ['last recipient, p99 (ms)', (r) => fmt(r.lastP99)],
    ['fan-out CPU per recipient (µs)', (r) => fmt(r.fanoutCpuUsPerRecipient, 2)],
    ['  ratio to raw floor', (r) => ratio(r.fanoutCpuUsPerRecipient, raw?.fanoutCpuUsPerRecipient)],
    ['fan-out busy time per recipient (µs)', (r) => fmt(r.fanoutWallUsPerRecipient, 2)],
    ['  ratio to raw floor', (r) => ratio(r.fanoutWallUsPerRecipient, raw?.fanoutWallUsPerRecipient)],
    ['whole-window CPU per recipient (µs)', (r) => fmt(r.cpuUsPerRecipient, 2)],
    ['  ratio to raw floor', (r) => ratio(r.cpuUsPerRecipient, raw?.cpuUsPerRecipient)],
    ['fan-out span, median (ms)', (r) => `${fmt(r.fanoutSpanMs)} (${fmt(r.slicesPerFanout, 0)} slices)`],
    ['longest event-loop block (ms)', (r) => `${fmt(r.maxBlockMs)} (median ${fmt(r.medianBlockMs)})`],
    [`  signals with a block over ${BLOCK_GOAL_MS} ms`, (r) => `${r.blocksOverGoal}/${r.signals}`],
    ['RSS per idle connection (KB)', (r) => `${fmt(r.rssPerConnKb, 2)} (heap ${fmt(r.heapPerConnKb, 2)})`],
    ['  young generation left in (KB)', (r) => fmt(r.rawRssPerConnKb, 2)],
    ['idle CPU (heartbeats, %)', (r) => fmt(r.idleCpuPercent, 2)],
    ['CPU taken by the host (steal, %)', (r) => fmt(r.stolenPercent, 2)],
  ];
  console.log(`\n${info.date} · ${info.nproc} × ${info.cpu} · Node ${info.node} · load ${info.load}${opts.nice ? ` · nice ${opts.nice}` : ''} · ${CLIENTS} clients · ${SIGNALS} signals (+${WARMUP} warm-up) every ${INTERVAL} ms`);
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  const col = 24;
  console.log(''.padEnd(width) + results.map((r) => r.name.padStart(col)).join(''));
  for (const [label, cell] of rows) {
    console.log(label.padEnd(width) + results.map((r) => cell(r).padStart(col)).join(''));
  }
}

if (opts.nice !== undefined) {
  process.env.BENCH_NICE = opts.nice;
  applyNice();
}
const info = await machine();
checkLimits();
buildServer(opts['skip-build'] || opts.server !== undefined);
const phaseNames = opts.phases.split(',');
const swarm = fork(path.join(HERE, 'swarm.mjs'), [], { execArgv: ['--max-old-space-size=4096'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
applyNice(swarm.pid);
const results = [];
const dataDir = tempDataDir('signals-bench-fanout-');
const extraDirs = [];
let cluster = null;
try {
  for (const [index, name] of phaseNames.entries()) {
    let phase;
    if (name === 'raw') {
      phase = await rawPhase();
    } else if (name === 'bare') {
      phase = await barePhase();
    } else if (name === 'two') {
      if (!opts['database-url'] || !opts['redis-url']) {
        throw new Error('The two-process phase needs PostgreSQL and Redis: set DATABASE_URL and REDIS_URL (or --database-url / --redis-url)');
      }
      const tag = randomBytes(4).toString('hex');
      cluster = { DATABASE_URL: opts['database-url'], DATABASE_SCHEMA: `bench_${tag}`, REDIS_URL: opts['redis-url'], REDIS_PREFIX: `bench:${tag}:` };
      const dataDirs = [tempDataDir('signals-bench-two-a-'), tempDataDir('signals-bench-two-b-')];
      extraDirs.push(...dataDirs);
      const clients = seed(dataDirs[0], [CLIENTS], cluster);
      phase = await clusterPhase({ dataDirs, ports: [Number(opts.port) + 1, Number(opts.port) + 2], clients, admin: ADMIN, env: cluster });
    } else if (name === 'server' || name === 'stock') {
      // Each server phase on a database of its own: the same users, no signals from the phase before.
      const phaseDir = name === 'server' ? dataDir : tempDataDir('signals-bench-stock-');
      if (phaseDir !== dataDir) {
        extraDirs.push(phaseDir);
      }
      const clients = seed(phaseDir, [CLIENTS]);
      const fastPath = name === 'stock' ? 'off' : (process.env.REALTIME_FAST_PATH ?? 'auto');
      phase = await serverPhase({ dataDir: phaseDir, port: Number(opts.port), clients, admin: ADMIN, main: opts.server ? path.resolve(opts.server) : undefined, fastPath });
    } else {
      throw new Error(`Unknown phase ${name}`);
    }
    results.push(await measure(phase, index, swarm));
  }
} finally {
  swarm.kill();
  for (const dir of [dataDir, ...extraDirs]) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  if (cluster) {
    await removeClusterState(cluster);
  }
}
print(results, info);
if (opts.json) {
  fs.writeFileSync(opts.json, JSON.stringify({ info, options: { CLIENTS, SIGNALS, WARMUP, INTERVAL }, results }, null, 2));
}
