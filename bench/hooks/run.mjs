/**
 * bench/hooks: signals in from webhooks (issue 44): how fast the hook takes alerts, and whether a hook's signal
 * reaches the members as fast as the admin's.
 *
 *   node bench/hooks/run.mjs [--members 10000] [--rate 100] [--seconds 60] [--signals 20] [--warmup 3] [--interval 1000]
 *                            [--connections 16] [--intake-mode draft|publish] [--port 4437] [--nice N] [--skip-build]
 *
 * The real server as it ships (built, production, its own temporary data folder, N seeded members signed in, half
 * premium) with the fan-out probe preloaded (bench/fanout/serverProbe.mjs) and the hook's per-source limit raised
 * (SIGNAL_HOOK_RATE_LIMIT); the light socket swarm of bench/fanout in a second process.
 *
 * 1. Intake, with no member's socket connected yet (the members are seeded, their alerts as they ship): the admin
 *    makes a source of free signals, and a sender posts --rate signed alerts a second for --seconds seconds to it (TradingView's way: `text/plain`, `X-Signature: sha256=<HMAC of the body>`, a unique `id` each), open-loop:
 *    each at its due time over --connections keep-alive connections, never waiting for an earlier answer. Each
 *    acknowledgement is timed from the request's start to its answer (time spent queued for a connection counts).
 *    The source keeps its deliveries as drafts by default (--intake-mode draft): what the hook itself costs (the
 *    signature, the clock, the duplicate check, the delivery stored, the desk and staff told). With `publish` each
 *    alert is also published, through the same command as the admin's form, and its alert rolled out to every
 *    member: that path's own ceiling, the form's too, and a backlog part 2 would then run beside.
 * 2. Alert to the last socket, with every member's socket connected: every --interval ms, alternately, the admin's
 *    `POST /api/signals` of a premium futures signal and a hook delivery of the same signal to a second `publish`
 *    source of premium signals; --warmup warm-ups, then --signals of each. The swarm times each signal's last
 *    recipient from just before its request left.
 *
 * Baseline, in the same run before part 1: the same alerts at the same rate over the same connections to a source
 * that does not exist (404 after one look-up), for up to 10 s: what a request costs this server at this rate.
 *
 * Printed: the intake's answers by status, its achieved rate and acknowledgement times, the server's longest
 * event-loop block; the last-recipient median and p90 of the admin's POST and of the hook with their ratio, and
 * whether every socket got every signal (BENCH_HOOKS_TRACE=1 adds the intake second by second). Figures under load are
 * not figures: run it on a quiet machine (README.md).
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { INPUTS } from '../fanout/phases.mjs';
import { connectMembers, endRun, printRows, settle, startProbedServer, startSwarm } from '../lib/measuredSignals.mjs';
import { openLoop } from '../lib/openLoop.mjs';
import { ADMIN, ApiClient, applyNice, ask, buildServer, seed, send, tempDataDir } from '../lib/server.mjs';
import { cpuTicks, fmt, machine, median, nowUs, quantile, stolenPercent } from '../lib/stats.mjs';

/** What the admin publishes in part 2: a premium futures signal. */
const ADMIN_SIGNAL = INPUTS[0];

const { values: opts } = parseArgs({
  options: {
    members: { type: 'string', default: '10000' },
    rate: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '60' },
    signals: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '3' },
    interval: { type: 'string', default: '1000' },
    connections: { type: 'string', default: '16' },
    'intake-mode': { type: 'string', default: 'draft' },
    port: { type: 'string', default: '4437' },
    nice: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const MEMBERS = Number(opts.members);
const RATE = Number(opts.rate);
const SECONDS = Number(opts.seconds);
/** The baseline's length: the same rate to an unknown source, before the intake. */
const BASELINE_SECONDS = Math.min(10, SECONDS);
const SIGNALS = Number(opts.signals);
const WARMUP = Number(opts.warmup);
const INTERVAL = Number(opts.interval);
const CONNECTIONS = Number(opts.connections);
const PORT = Number(opts.port);
const INTAKE_MODE = opts['intake-mode'];
if (INTAKE_MODE !== 'draft' && INTAKE_MODE !== 'publish') {
  throw new Error('--intake-mode is draft or publish');
}
/** The intake waits for its last answers as long as one comes in at least this often. */
const ANSWER_STALL_MS = 30_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The admin's signal as a TradingView alert (the hook's field names), with the sender's `id`. */
function alertOf(id) {
  const s = ADMIN_SIGNAL;
  return {
    id,
    type: s.signalType,
    pair: s.pair.replace('/', ''),
    side: s.direction,
    entry: s.entryPrice,
    tp1: s.takeProfit1,
    tp2: s.takeProfit2,
    sl: s.stopLoss,
    leverage: s.leverage,
    exchange: s.exchange,
    contractType: s.contractType,
    profit: s.profitPercentage,
  };
}

/** The request a sender makes: the body as text, signed with the source's secret. */
function signed(secret, alert) {
  const body = JSON.stringify(alert);
  const signature = `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
  return { body, headers: { 'content-type': 'text/plain; charset=utf-8', 'x-signature': signature } };
}

async function makeSource(admin, values) {
  const made = await admin.request('POST', '/api/admin/signal-sources', values);
  if (made.status !== 201) {
    throw new Error(`Making the source ${values.name} failed: ${made.status} ${JSON.stringify(made.body)}`);
  }
  return { ...made.body, path: new URL(made.body.url).pathname };
}

/** One POST to the server under test over `agent`. */
const post = (agent, pathname, request) => send(agent, PORT, 'POST', pathname, request);

/**
 * Part 1: `RATE` alerts a second for `SECONDS` seconds, each sent at its due time whatever is still in flight.
 *
 * @returns each request's start, answer and outcome, and how late the sender ever was.
 */
async function intake(source, seconds = SECONDS) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const total = Math.round(RATE * seconds);
  // The server's longest event-loop block, second by second: each read sent with the next reset, so the server takes
  // both in one turn and no block falls between them.
  const blocks = [];
  let sampling = true;
  const takeWindow = () => Promise.all([ask(server, { probe: 'read' }), ask(server, { probe: 'reset' })]).then(([read]) => blocks.push(read.maxBlockMs));
  await ask(server, { probe: 'reset' });
  const sampler = (async () => {
    while (sampling) {
      await sleep(1000);
      await takeWindow();
    }
  })();
  const { results, unanswered, maxInFlight, maxLateMs, sentUs } = await openLoop({
    total,
    rate: RATE,
    stallMs: ANSWER_STALL_MS,
    fire: (i) => post(agent, source.path, signed(source.secret, alertOf(`intake-${i}`))),
  });
  process.stdout.write(` intake (${total} alerts${unanswered > 0 ? `, ${unanswered} unanswered after ${ANSWER_STALL_MS / 1000} s without an answer` : ''})\n`);
  sampling = false;
  await sampler;
  agent.destroy();
  return { results, total, sentUs, maxInFlight, maxLateMs, blocks };
}

/** The intake's figures, and each kind of unexpected answer once. */
function intakeRows({ results, total, sentUs, maxInFlight, maxLateMs, blocks }) {
  const answered = results.filter(Boolean);
  const byStatus = new Map();
  const byOutcome = new Map();
  const firstOf = new Map();
  for (const r of answered) {
    byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + 1);
    if (r.status === 202) {
      const parsed = JSON.parse(r.text);
      const outcome = parsed.status + (parsed.reason ? `: ${parsed.reason}` : '');
      byOutcome.set(outcome, (byOutcome.get(outcome) ?? 0) + 1);
    } else if (!firstOf.has(r.status)) {
      firstOf.set(r.status, r.text.slice(0, 300));
    }
  }
  const acks = answerTimes(answered, 202);
  const firstUs = Math.min(...answered.map((r) => r.t0));
  const lastUs = Math.max(...answered.map((r) => r.t1));
  const ok = byStatus.get(202) ?? 0;
  const rows = [
    ['alerts sent / answered', `${total} / ${answered.length}`],
    ['answers by HTTP status', [...byStatus].map(([status, n]) => `${status}: ${n}`).join(', ')],
    ['202 answers by outcome', [...byOutcome].map(([outcome, n]) => `${outcome}: ${n}`).join(', ') || 'none'],
    ['rate asked / sent (alerts a second)', `${fmt(RATE)} / ${fmt((total - 1) / ((sentUs - firstUs) / 1e6))}`],
    ['achieved rate, 202s from first send to last answer (a second)', fmt(ok / ((lastUs - firstUs) / 1e6))],
    ['ack p50 / p90 / p99 / max (ms)', [0.5, 0.9, 0.99, 1].map((q) => fmt(quantile(acks, q))).join(' / ')],
    ['requests in flight at most; sender late at most (ms)', `${maxInFlight}; ${fmt(maxLateMs)}`],
    ['server\'s longest event-loop block, max / median of seconds (ms)', `${fmt(Math.max(...blocks))} / ${fmt(median(blocks))}`],
    ['seconds with a block over 25 ms', `${blocks.filter((ms) => ms > 25).length}/${blocks.length}`],
  ];
  return { rows, unexpected: [...firstOf], perSecond: perSecond(answered, firstUs, blocks) };
}

/** How long each answer of `status` took (ms), sorted. */
function answerTimes(answered, status) {
  return answered.filter((r) => r?.status === status).map((r) => (r.t1 - r.t0) / 1000).sort((a, b) => a - b);
}

/** Second by second of the intake (by when each request left): acks p50 / max and the longest block (BENCH_HOOKS_TRACE=1). */
function perSecond(answered, firstUs, blocks) {
  const seconds = [];
  for (const r of answered) {
    const s = Math.floor((r.t0 - firstUs) / 1e6);
    (seconds[s] ??= []).push((r.t1 - r.t0) / 1000);
  }
  return seconds.map((acks = [], s) => {
    acks.sort((a, b) => a - b);
    return `  second ${s}: ${acks.length} sent, ack p50 ${fmt(quantile(acks, 0.5))} / max ${fmt(quantile(acks, 1))} ms, block ${fmt(blocks[s])} ms`;
  });
}

/**
 * Part 2: every `INTERVAL` ms, alternately the admin's POST and the hook's delivery of the same signal.
 *
 * @returns per kind, the measured signals (id and when their request left), round trips and longest blocks.
 */
async function alternate(admin, source) {
  const kinds = {
    admin: { sent: [], roundTrips: [], blocks: [] },
    hook: { sent: [], roundTrips: [], blocks: [] },
  };
  const start = Date.now();
  for (let seq = 0; seq < 2 * (WARMUP + SIGNALS); seq += 1) {
    const due = start + seq * INTERVAL;
    await sleep(Math.max(0, due - Date.now()));
    await ask(server, { probe: 'reset' });
    const kind = seq % 2 === 0 ? 'admin' : 'hook';
    let t0;
    let id;
    if (kind === 'admin') {
      t0 = nowUs();
      const response = await admin.request('POST', '/api/signals', ADMIN_SIGNAL);
      if (response.status !== 201) {
        throw new Error(`Publishing failed: ${response.status} ${JSON.stringify(response.body)}`);
      }
      id = response.body.id;
    } else {
      const { body, headers } = signed(source.secret, alertOf(`live-${seq}`));
      t0 = nowUs();
      const response = await fetch(`http://127.0.0.1:${PORT}${source.path}`, { method: 'POST', headers, body });
      const text = await response.text();
      const answer = response.status === 202 ? JSON.parse(text) : null;
      if (answer?.status !== 'published') {
        throw new Error(`The hook did not publish: ${response.status} ${text}`);
      }
      id = answer.signalId;
    }
    const roundTripMs = (nowUs() - t0) / 1000;
    await sleep(Math.max(0, due + INTERVAL - 20 - Date.now()));
    const read = await ask(server, { probe: 'read' });
    if (seq >= 2 * WARMUP) {
      kinds[kind].sent.push({ id, t0 });
      kinds[kind].roundTrips.push(roundTripMs);
      kinds[kind].blocks.push(read.maxBlockMs);
    }
    process.stdout.write(seq < 2 * WARMUP ? 'w' : kind === 'admin' ? 'a' : 'h');
  }
  process.stdout.write(' admin POST (a) and hook (h), alternately\n');
  return kinds;
}

if (opts.nice !== undefined) {
  process.env.BENCH_NICE = opts.nice;
  applyNice();
}
const info = await machine();
buildServer(opts['skip-build']);
const dataDir = tempDataDir('signals-bench-hooks-');
let server = null;
const swarm = startSwarm();
try {
  const clients = seed(dataDir, [MEMBERS]);
  server = await startProbedServer(dataDir, PORT, { SIGNAL_HOOK_RATE_LIMIT: '1000000' });
  const admin = new ApiClient(`http://127.0.0.1:${PORT}`);
  await admin.signIn(ADMIN.username, ADMIN.password);
  const freeSource = await makeSource(admin, { name: 'bench intake', mode: INTAKE_MODE, isPremium: false });
  const premiumSource = await makeSource(admin, { name: 'bench live', mode: 'publish', isPremium: true });

  // The baseline, in the same run over the same connections: the same alerts at the same rate to a source that does
  // not exist, answered 404 after one look-up: what any request costs this server at this rate, the hook's work aside.
  console.log(`Baseline: ${RATE} alerts a second for ${BASELINE_SECONDS} s to an unknown source (404)`);
  const floor = await intake({ path: `${new URL(freeSource.url).pathname.replace(/[^/]+$/, '')}benchNoSuchSourceToken000`, secret: freeSource.secret }, BASELINE_SECONDS);
  const floorTimes = answerTimes(floor.results, 404);
  console.log(`Part 1: ${RATE} alerts a second for ${SECONDS} s to one source, no member's socket connected`);
  const ticks0 = await cpuTicks();
  const taken = await intake(freeSource);
  const ticks1 = await cpuTicks();
  const intakeLoad = os.loadavg()[0].toFixed(2);

  console.log(`Part 2: the admin's POST and the hook, alternately every ${INTERVAL} ms, to ${MEMBERS} connected members`);
  const connected = await connectMembers(swarm, PORT, clients, MEMBERS, 11);
  const ticks2 = await cpuTicks();
  const kinds = await alternate(admin, premiumSource);
  await settle(swarm, connected.connected, 2 * (WARMUP + SIGNALS));
  const ticks3 = await cpuTicks();

  const reportOf = async ({ sent }) => ask(swarm, { cmd: 'report', sent });
  const adminReport = await reportOf(kinds.admin);
  const hookReport = await reportOf(kinds.hook);
  const lastsOf = (report) => report.perSignal.map((s) => s.last).sort((a, b) => a - b);
  const adminLasts = lastsOf(adminReport);
  const hookLasts = lastsOf(hookReport);
  const everyone = (report) => `${report.perSignal.filter((s) => s.received === connected.connected).length}/${report.perSignal.length}`;
  const received = (report) => report.perSignal.reduce((sum, s) => sum + s.received, 0);

  const { rows, unexpected, perSecond: seconds } = intakeRows(taken);
  console.log(`\n${info.date} · ${info.nproc} × ${info.cpu} · Node ${info.node} · load ${info.load}${opts.nice ? ` · nice ${opts.nice}` : ''} · ${MEMBERS} members (half premium)`);
  console.log(`\nIntake: ${RATE} alerts a second for ${SECONDS} s to one ${INTAKE_MODE} source, over ${CONNECTIONS} keep-alive connections; no socket connected`);
  printRows([
    ...rows,
    [`baseline, unknown source's 404 p50 / p90 / p99 / max (ms; ${floorTimes.length} of ${floor.total})`, [0.5, 0.9, 0.99, 1].map((q) => fmt(quantile(floorTimes, q))).join(' / ')],
    ['load after the intake (1 min)', intakeLoad], ['CPU taken by the host during the intake (steal, %)', fmt(stolenPercent(ticks0, ticks1), 2)]]);
  for (const [status, body] of unexpected) {
    console.log(`  first ${status} answer: ${body}`);
  }
  if (process.env.BENCH_HOOKS_TRACE) {
    console.log(seconds.join('\n'));
  }
  console.log(`\nAlert to the last socket: ${SIGNALS} signals of each (+${WARMUP} warm-up each), alternately every ${INTERVAL} ms, ${connected.connected}/${MEMBERS} sockets connected`);
  printRows([
    ['last recipient, admin POST median / p90 (ms)', `${fmt(median(adminLasts))} / ${fmt(quantile(adminLasts, 0.9))}`],
    ['last recipient, hook median / p90 (ms)', `${fmt(median(hookLasts))} / ${fmt(quantile(hookLasts, 0.9))}`],
    ['  ratio hook / admin (medians)', fmt(median(hookLasts) / median(adminLasts), 2)],
    ['request round trip, admin POST / hook, median (ms)', `${fmt(median(kinds.admin.roundTrips))} / ${fmt(median(kinds.hook.roundTrips))}`],
    ['longest event-loop block, admin POST / hook intervals (ms)', `${fmt(Math.max(...kinds.admin.blocks))} / ${fmt(Math.max(...kinds.hook.blocks))}`],
    ['signals every socket got, admin POST / hook', `${everyone(adminReport)} / ${everyone(hookReport)}`],
    ['deliveries, admin POST / hook (of signals × sockets)', `${received(adminReport)} / ${received(hookReport)} (of ${SIGNALS * connected.connected} each)`],
    ['duplicates / premium leaks / dropped sockets', `${hookReport.duplicates} / ${hookReport.leaks} / ${hookReport.unexpectedCloses}`],
    ['load at the end (1 min)', os.loadavg()[0].toFixed(2)],
    ['CPU taken by the host (steal, %)', fmt(stolenPercent(ticks2, ticks3), 2)],
  ]);
} finally {
  await endRun({ swarm, server, children: [], dataDir });
}
