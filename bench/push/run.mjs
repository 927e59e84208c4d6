/**
 * bench/push: one premium signal's Web Push to every subscribed member, and
 * what it costs the live channel.
 *
 *   node bench/push/run.mjs [--members 10000] [--signals 20] [--warmup 3] [--interval 1000] [--port 4425] [--stand-in-nice N] [--skip-build]
 *
 * The real server as it ships (built, production, its own temporary data
 * folder, N seeded members signed in, half premium) with the fan-out probe
 * preloaded (bench/fanout/serverProbe.mjs); the light socket swarm of
 * bench/fanout in a second process; a push-service stand-in over HTTPS in a
 * third (a certificate for 127.0.0.1 made for the run, trusted by the server
 * through NODE_EXTRA_CA_CERTS, allowed through PUSH_ALLOWED_ORIGINS).
 *
 * 1. Without push: the admin publishes signals every --interval ms; the
 *    swarm times each one's last recipient.
 * 2. With push, in the same run on the same connections: every member gets a
 *    push subscription and keeps push on for high-profit signals only, the
 *    admin publishes one high-profit premium signal after the warm-up, half
 *    an interval before the first measured one (its pushes go the way every
 *    alert goes: the fan-out row, the worker deciding each member's push and
 *    sending it straight from there, the push thread encrypting and
 *    posting), and the same signals as in part 1 (under 2 %: no push) are
 *    published while the pushes go out.
 *
 * Printed: pushes a second (queued to the stand-in's last receipt), the
 * longest event-loop block (monitorEventLoopDelay) in each part, and the
 * fan-out's last-recipient median in each, with their ratio (the issue asks
 * for at most 1.10). Figures under load are not figures: the lead records
 * them on a quiet machine (README.md).
 */
import { execFileSync, fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ADMIN, ApiClient, applyNice, ask, buildServer, seed, serverEnv, tempDataDir } from '../lib/server.mjs';
import { cpuTicks, fmt, machine, median, nowUs, stolenPercent } from '../lib/stats.mjs';
import { INPUTS } from '../fanout/phases.mjs';
import { connectMembers, endRun, printRows, publishMeasured, settle, startProbedServer, startSwarm } from '../lib/measuredSignals.mjs';

/** The one signal whose pushes are measured: premium, over 2 % (a high-profit signal, pushed to every member). */
const PUSHED = INPUTS[0];
/**
 * The signals whose socket fan-out is timed in both parts: under 2 % (new signals, which members keep out of push
 * here), so in part 2 the only pushes in flight are PUSHED's.
 */
const MEASURED = [
  { ...INPUTS[0], pair: 'SOL/USDT', profitPercentage: 1.5, entryPrice: 150, takeProfit1: 152.25, takeProfit2: 153, stopLoss: 147 },
  INPUTS[1],
];

const HERE = path.dirname(fileURLToPath(import.meta.url));
const { values: opts } = parseArgs({
  options: {
    members: { type: 'string', default: '10000' },
    signals: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '3' },
    interval: { type: 'string', default: '1000' },
    port: { type: 'string', default: '4425' },
    nice: { type: 'string' },
    'stand-in-nice': { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const MEMBERS = Number(opts.members);
const SIGNALS = Number(opts.signals);
const WARMUP = Number(opts.warmup);
const INTERVAL = Number(opts.interval);
const PORT = Number(opts.port);
/** The issue's goals. */
const BLOCK_GOAL_MS = 25;
const PUSH_RATE_GOAL = 500;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function certificate(dir) {
  const key = path.join(dir, 'push-key.pem');
  const cert = path.join(dir, 'push-cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
  return { key, cert };
}

async function startStandIn(tls) {
  const child = fork(path.join(HERE, 'standIn.mjs'), [], { env: { ...process.env, BENCH_TLS_KEY: tls.key, BENCH_TLS_CERT: tls.cert }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  applyNice(child.pid);
  if (opts['stand-in-nice'] !== undefined) {
    // A real push service is on other machines: this keeps the stand-in from taking the cores the server and the swarm share.
    os.setPriority(child.pid, Number(opts['stand-in-nice']));
  }
  const { origin } = await new Promise((resolve) => child.once('message', resolve));
  return { child, origin };
}

function seedPush(dataDir, command, clientsFile, arg) {
  execFileSync(process.execPath, [path.join(HERE, 'seedPush.mjs'), command, clientsFile, arg], { env: serverEnv(dataDir, 0), stdio: 'inherit' });
}

if (opts.nice !== undefined) {
  process.env.BENCH_NICE = opts.nice;
  applyNice();
}
const info = await machine();
buildServer(opts['skip-build']);
const dataDir = tempDataDir('signals-bench-push-');
const tls = certificate(dataDir);
const standIn = await startStandIn(tls);
let server = null;
const swarm = startSwarm();
try {
  const clients = seed(dataDir, [MEMBERS]);
  const clientsFile = path.join(dataDir, 'bench-clients.json');
  server = await startProbedServer(dataDir, PORT, { NODE_EXTRA_CA_CERTS: tls.cert, PUSH_ALLOWED_ORIGINS: standIn.origin });
  const admin = new ApiClient(`http://127.0.0.1:${PORT}`);
  await admin.signIn(ADMIN.username, ADMIN.password);
  const connected = await connectMembers(swarm, PORT, clients, MEMBERS, 9);

  const ticks0 = await cpuTicks();
  const beat = { server, admin, inputs: MEASURED, warmup: WARMUP, count: SIGNALS, interval: INTERVAL };
  const without = await publishMeasured({ ...beat, label: 'without push' });
  await settle(swarm, connected.connected, WARMUP + SIGNALS);

  seedPush(dataDir, 'subscribe', clientsFile, standIn.origin);
  await ask(standIn.child, { cmd: 'reset' });
  let pushT0 = null;
  // Half an interval before the first measured signal: its pushes are in flight for the measured signals that follow.
  const withPush = await publishMeasured({ ...beat, label: 'with push', afterWarmUp: async () => {
    pushT0 = nowUs();
    const pushedSignal = await admin.request('POST', '/api/signals', PUSHED);
    if (pushedSignal.status !== 201) {
      throw new Error(`Publishing the pushed signal failed: ${pushedSignal.status} ${JSON.stringify(pushedSignal.body)}`);
    }
  } });
  let pushed = await ask(standIn.child, { cmd: 'count' });
  for (let still = 0, last = -1; pushed.count < MEMBERS && still < 20; ) {
    await sleep(500);
    pushed = await ask(standIn.child, { cmd: 'count' });
    still = pushed.count === last ? still + 1 : 0;
    last = pushed.count;
  }
  await settle(swarm, connected.connected, 2 * (WARMUP + SIGNALS));
  const ticks1 = await cpuTicks();

  const report = async ({ sent }) => {
    const result = await ask(swarm, { cmd: 'report', sent });
    return result.perSignal;
  };
  const lastsWithout = (await report(without)).map((s) => s.last);
  const perSignalWith = await report(withPush);
  const lastsWith = perSignalWith.map((s) => s.last);
  // The signals whose fan-out overlapped the pushes: published before the last push arrived.
  const during = (_, n) => pushed.lastUs !== null && withPush.sent[n].t0 < pushed.lastUs;
  const overlapping = perSignalWith.filter(during).map((s) => s.last);
  const writtenDuring = withPush.written.filter(during);
  const pushSeconds = pushed.lastUs === null ? NaN : (pushed.lastUs - pushT0) / 1e6;

  console.log(`\n${info.date} · ${info.nproc} × ${info.cpu} · Node ${info.node} · load ${info.load}${opts.nice ? ` · nice ${opts.nice}` : ''} · ${MEMBERS} members · ${SIGNALS} signals (+${WARMUP} warm-up) every ${INTERVAL} ms`);
  const rows = [
    ['pushes received by the stand-in', `${pushed.count}/${MEMBERS} (${fmt(pushed.bytes / Math.max(1, pushed.count), 0)} bytes each)`],
    ['push time, published to last received (s)', fmt(pushSeconds, 2)],
    [`pushes a second (goal ≥ ${PUSH_RATE_GOAL})`, fmt(pushed.count / pushSeconds, 0)],
    [`longest event-loop block without push (ms, goal ≤ ${BLOCK_GOAL_MS})`, `${fmt(Math.max(...without.blocks))} (median ${fmt(median(without.blocks))})`],
    [`longest event-loop block with push (ms, goal ≤ ${BLOCK_GOAL_MS})`, `${fmt(Math.max(...withPush.blocks))} (median ${fmt(median(withPush.blocks))})`],
    ['last recipient median without push (ms)', fmt(median(lastsWithout))],
    ['last recipient median with push (ms)', `${fmt(median(lastsWith))} (${overlapping.length}/${SIGNALS} signals during the pushes: ${fmt(median(overlapping))})`],
    ['  each signal during the pushes (ms)', overlapping.map((last) => fmt(last, 0)).join(' ')],
    ['  ratio with / without (goal ≤ 1.10)', fmt(median(overlapping.length ? overlapping : lastsWith) / median(lastsWithout), 2)],
    ['server: broadcast to last socket written, median without push (ms)', `${fmt(median(without.written.map((w) => w.wallMs)))} (writing ${fmt(median(without.written.map((w) => w.busyMs)))})`],
    ['server: the same during the pushes (ms)', `${fmt(median(writtenDuring.map((w) => w.wallMs)))} (writing ${fmt(median(writtenDuring.map((w) => w.busyMs)))}; ratio ${fmt(median(writtenDuring.map((w) => w.wallMs)) / median(without.written.map((w) => w.wallMs)), 2)})`],
    ['CPU taken by the host (steal, %)', fmt(stolenPercent(ticks0, ticks1), 2)],
  ];
  printRows(rows);
} finally {
  await endRun({ swarm, server, children: [standIn.child], dataDir });
}
