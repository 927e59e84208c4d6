/**
 * bench/signalLog: the signal log of issue 45. What appending a leaf in the publishing transaction costs the admin's
 * publish, and what the log's proofs cost at a million leaves.
 *
 *   node bench/signalLog/run.mjs [--rate 100] [--seconds 30] [--rounds 2] [--warmup 2] [--members 1000]
 *                                [--baseline <dir>] [--leaves 1000000] [--proofs 10000] [--port 4441] [--nice N]
 *                                [--skip-build] [--part publish|proofs|all]
 *
 * Part 1, publish with and without the log, in the same run. "Without" is the build before the log (2bf6a60), a
 * checkout built in a folder of its own and given as --baseline <dir> (<dir>/packages/server/dist/server.js; BASELINE_HOWTO
 * below makes one). Each build runs as its own server process (production, its own temporary data folder seeded with
 * --members members by that checkout's own bench/lib/seed.mjs, so each database has its own build's schema), the
 * current one on --port and the baseline on --port + 1; both are started before the first round and only one takes
 * load at a time. After an untimed warm-up of --warmup seconds each, rounds alternate current, baseline, current,
 * baseline (--rounds of each), so drift in the machine falls on both alike. In a round the admin publishes a free
 * futures signal (bench/fanout's, made free) through `POST /api/signals` --rate times a second for --seconds seconds,
 * open-loop: each request at its due time over a keep-alive agent of 16 sockets, never waiting for an earlier answer
 * (as bench/hooks's intake). Each is timed from its start to the end of its answer (time queued for a socket
 * counts); every answer should be 201, others are counted by status. The server's own CPU time (user + system, from
 * /proc, over the round and the second after it) per publication is printed beside the latencies: on a shared
 * machine it moves less than they do. A round where the build kept under 95 % of the rate, or had all 16 sockets
 * busy, is flagged BEHIND: its requests queued, and its latencies are then mostly waiting, so a ratio between two
 * builds that both fell behind compares queues, not publishes. After the rounds the current build's signed
 * head (GET /api/track-record/log/head) must come to cover every signal it published (within 10 s; heads are signed
 * about a second after a burst); the baseline's must be a 404 (no log in that build). Without --baseline only the
 * current build runs, and the comparison is reported missing.
 *
 * Part 2, proofs at --leaves leaves:
 * - in-process (tree.mjs, forked with --expose-gc): LogTree from the server's build, --leaves random leaf hashes
 *   appended (leaves a second, RSS grown), then --proofs inclusion and --proofs consistency proofs at random sizes,
 *   each timed (µs), a sample verified with merkle.ts's verifiers;
 * - over HTTP: the current build started once on a fresh data folder (its migrations run), stopped, --leaves leaves
 *   inserted straight into `signal_log` with better-sqlite3 (one transaction, one prepared statement; each leaf the
 *   canonical JSON of {kind: 'note', signalId, at, i}, its hash SHA-256(0x00 ‖ leaf)), started again: the first
 *   inclusion proof at the whole size after it listens (it waits for the tree's catch-up from the database) and
 *   the first head covering every leaf are timed; then --proofs of /log/proof and of /log/consistency at random
 *   sizes, one at a time over one keep-alive connection, interleaved with the baseline: as many GET /api/health (a
 *   `select 1`) on the same server in the same loop. A sample of the proofs is verified against a tree built here
 *   from the inserted hashes, and the head's root must match it.
 *
 * The machine (CPU, Node, memory), the load before and after each part and the CPU the host took (steal) are
 * printed with the figures. Figures on a shared machine are not figures: run it on a quiet one (README.md).
 */
import { createHash, randomInt } from 'node:crypto';
import { fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { INPUTS } from '../fanout/phases.mjs';
import { printRows } from '../lib/measuredSignals.mjs';
import { openLoop } from '../lib/openLoop.mjs';
import { serverModule } from '../lib/seeding.mjs';
import { ADMIN, ApiClient, ROOT, SERVER_MAIN, applyNice, buildServer, seed, send, serverEnv, startServer, stopServer, tempDataDir } from '../lib/server.mjs';
import { cpuTicks, fmt, machine, nowUs, quantile, stolenPercent } from '../lib/stats.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const BASELINE_COMMIT = '2bf6a60';
const BASELINE_HOWTO = `git worktree add /tmp/signals-before-log ${BASELINE_COMMIT} && cd /tmp/signals-before-log && npx -y pnpm@10 install --frozen-lockfile --offline && npx -y pnpm@10 --filter @signals/server build`;

const { values: opts } = parseArgs({
  options: {
    rate: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '30' },
    rounds: { type: 'string', default: '2' },
    warmup: { type: 'string', default: '2' },
    members: { type: 'string', default: '1000' },
    baseline: { type: 'string' },
    leaves: { type: 'string', default: '1000000' },
    proofs: { type: 'string', default: '10000' },
    port: { type: 'string', default: '4441' },
    nice: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    part: { type: 'string', default: 'all' },
  },
});
const RATE = Number(opts.rate);
const SECONDS = Number(opts.seconds);
const ROUNDS = Number(opts.rounds);
const WARMUP_SECONDS = Number(opts.warmup);
const MEMBERS = Number(opts.members);
const LEAVES = Number(opts.leaves);
const PROOFS = Number(opts.proofs);
const PORT = Number(opts.port);
const PART = opts.part;
if (!['publish', 'proofs', 'all'].includes(PART)) {
  throw new Error('--part is publish, proofs or all');
}
if (!(RATE > 0) || !(SECONDS > 0) || !(ROUNDS >= 1) || !(WARMUP_SECONDS >= 0) || !(MEMBERS >= 0) || !(LEAVES >= 2) || !(PROOFS >= 1)) {
  throw new Error('--rate, --seconds, --rounds and --proofs are positive, --leaves at least 2, --warmup and --members not negative');
}
/** Sockets of the publishing agent, as bench/hooks's intake. */
const CONNECTIONS = 16;
/** A round waits for its last answers as long as one comes in at least this often. */
const ANSWER_STALL_MS = 30_000;
/** How long the current build's head may take to cover every published signal. */
const HEAD_WAIT_MS = 10_000;
/** What the admin publishes: bench/fanout's futures signal, free (every member may see its trade). */
const SIGNAL_BODY = JSON.stringify({ ...INPUTS[0], isPremium: false });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const ms3 = (sorted) => [0.5, 0.99, 1].map((q) => fmt(quantile(sorted, q))).join(' / ');

// ---------------------------------------------------------------------------------------------------------------
// Part 1: publish with and without the log.

/** Seeds `members` with the seeder of the checkout at `root` (its own build, so its own schema). */
async function seedWith(root, dataDir, members) {
  if (root === ROOT) {
    return seed(dataDir, [members]);
  }
  const seeder = path.join(root, 'bench/lib/seed.mjs');
  if (!fs.existsSync(seeder)) {
    throw new Error(`${seeder} is missing: --baseline is a checkout of the repository (${BASELINE_HOWTO})`);
  }
  const out = path.join(dataDir, 'bench-clients.json');
  await execNode(seeder, [String(members)], serverEnv(dataDir, 0, { BENCH_SEED_OUT: out }));
  return JSON.parse(fs.readFileSync(out, 'utf8'));
}

function execNode(file, args, env) {
  return new Promise((resolve, reject) => {
    const child = fork(file, args, { env, stdio: 'inherit' });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${file} exited with ${code}`))));
  });
}

/** CPU time (user + system, ms) a process has used so far, threads included, from /proc (USER_HZ is 100). */
function processCpuMs(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/** Starts one build on its own seeded data folder, with the admin signed in; `builds` holds it from the start, to be stopped. */
async function startBuild(builds, name, root, port) {
  const main = root === ROOT ? SERVER_MAIN : path.join(root, 'packages/server/dist/server.js');
  const dataDir = tempDataDir(`signals-bench-log-${name}-`);
  const build = { name, root, main, port, dataDir, server: null, statuses: new Map(), times: [], rounds: [], published: 0, cpuMs: 0, firstOther: new Map() };
  builds.push(build);
  await seedWith(root, dataDir, MEMBERS);
  build.server = await startServer(dataDir, port, { main });
  build.admin = new ApiClient(`http://127.0.0.1:${port}`);
  await build.admin.signIn(ADMIN.username, ADMIN.password);
  return build;
}

/**
 * `RATE` publications a second for `seconds` seconds to `build`, each sent at its due time whatever is still in
 * flight (open-loop), over CONNECTIONS keep-alive sockets.
 *
 * @returns each request's start, answer and status, and how late the sender ever was.
 */
async function publishRound(build, seconds, mark) {
  const cpu0 = processCpuMs(build.server.pid);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const headers = { 'content-type': 'application/json', cookie: build.admin.cookieHeader() };
  const total = Math.round(RATE * seconds);
  const round = await openLoop({
    total,
    rate: RATE,
    mark,
    stallMs: ANSWER_STALL_MS,
    fire: () => send(agent, build.port, 'POST', '/api/signals', { body: SIGNAL_BODY, headers }),
  });
  agent.destroy();
  // The work a publication leaves for later (the alert's rollout, the head's signing) counted with it: a second more.
  await sleep(1000);
  const serverCpuMs = processCpuMs(build.server.pid) - cpu0;
  return { results: round.results, total, unanswered: round.unanswered, maxInFlight: round.maxInFlight, maxLateMs: round.maxLateMs, serverCpuMs };
}

/** Adds a round's answers to its build's tallies; `measured` false for the warm-up (only the published count). */
function tally(build, round, measured) {
  const answered = round.results.filter(Boolean);
  build.published += answered.filter((r) => r.status === 201).length;
  if (!measured) {
    return;
  }
  const times = answered.filter((r) => r.status === 201).map((r) => (r.t1 - r.t0) / 1000);
  for (const r of answered) {
    build.statuses.set(r.status, (build.statuses.get(r.status) ?? 0) + 1);
    if (r.status !== 201 && !build.firstOther.has(r.status)) {
      build.firstOther.set(r.status, r.text.slice(0, 300));
    }
  }
  if (round.unanswered > 0) {
    build.statuses.set('unanswered', (build.statuses.get('unanswered') ?? 0) + round.unanswered);
  }
  build.times.push(...times);
  times.sort((a, b) => a - b);
  const firstUs = Math.min(...answered.map((r) => r.t0));
  const lastUs = Math.max(...answered.map((r) => r.t1));
  const achieved = times.length / ((lastUs - firstUs) / 1e6);
  build.cpuMs += round.serverCpuMs;
  build.rounds.push({ sent: round.total, ok: times.length, times, maxInFlight: round.maxInFlight, maxLateMs: round.maxLateMs, achieved, cpuPerPublishMs: round.serverCpuMs / times.length });
}

/** Polls the build's signed head until it covers `size` leaves or `waitMs` passes. */
async function headCovering(port, size, waitMs) {
  const started = performance.now();
  for (;;) {
    const response = await fetch(`http://127.0.0.1:${port}/api/track-record/log/head`);
    const head = response.status === 200 ? await response.json() : { status: response.status, text: await response.text() };
    if (response.status !== 200 || head.treeSize >= size || performance.now() - started > waitMs) {
      return { head, waitedMs: performance.now() - started };
    }
    await sleep(100);
  }
}

async function publishPart(info) {
  const baselineRoot = opts.baseline ? path.resolve(opts.baseline) : null;
  if (baselineRoot && !fs.existsSync(path.join(baselineRoot, 'packages/server/dist/server.js'))) {
    throw new Error(`No built server at ${path.join(baselineRoot, 'packages/server/dist/server.js')}. Make the baseline with:\n  ${BASELINE_HOWTO}`);
  }
  console.log(`\nPart 1: the admin publishes ${RATE} free futures signals a second for ${SECONDS} s, open-loop over ${CONNECTIONS} keep-alive sockets, ${MEMBERS} members`);
  console.log(
    baselineRoot
      ? `  current build (this checkout, port ${PORT}) against the baseline without the log (${baselineRoot}, port ${PORT + 1}), ${ROUNDS} rounds each, alternating`
      : `  current build only, ${ROUNDS} rounds: NO BASELINE, the comparison with the build before the log is missing (--baseline <dir>; make one with:\n    ${BASELINE_HOWTO})`,
  );
  const builds = [];
  const load0 = os.loadavg()[0].toFixed(2);
  try {
    await startBuild(builds, 'current', ROOT, PORT);
    if (baselineRoot) {
      await startBuild(builds, 'baseline', baselineRoot, PORT + 1);
    }
    if (WARMUP_SECONDS > 0) {
      for (const build of builds) {
        tally(build, await publishRound(build, WARMUP_SECONDS, 'w'), false);
      }
      process.stdout.write(` warm-up (${WARMUP_SECONDS} s each, not counted)\n`);
    }
    const ticks0 = await cpuTicks();
    for (let r = 0; r < ROUNDS; r += 1) {
      for (const build of builds) {
        const round = await publishRound(build, SECONDS, build.name === 'current' ? 'c' : 'b');
        tally(build, round, true);
        process.stdout.write(` ${build.name} round ${r + 1}${round.unanswered > 0 ? ` (${round.unanswered} unanswered after ${ANSWER_STALL_MS / 1000} s without an answer)` : ''}\n`);
      }
    }
    const ticks1 = await cpuTicks();
    const load1 = os.loadavg()[0].toFixed(2);
    const [current, baseline] = builds;
    const covered = await headCovering(current.port, current.published, HEAD_WAIT_MS);
    const baselineHead = baseline ? await fetch(`http://127.0.0.1:${baseline.port}/api/track-record/log/head`).then((response) => response.status) : null;

    for (const build of builds) {
      build.times.sort((a, b) => a - b);
    }
    console.log(`\n${info.date} · ${info.nproc} × ${info.cpu} · ${info.memGb} GB · Node ${info.node} · load at the start ${info.load}${opts.nice ? ` · nice ${opts.nice}` : ''}`);
    console.log(`Publish, ${RATE} a second for ${SECONDS} s × ${ROUNDS} rounds per build, ${MEMBERS} members; time from each request's start to its answer (ms)`);
    const rows = [];
    for (const build of builds) {
      const label = build.name === 'current' ? 'with the log (current build)' : `without the log (baseline ${path.basename(build.root)})`;
      rows.push([`${label}: answered by status`, [...build.statuses].map(([status, n]) => `${status}: ${n}`).join(', ') || 'none']);
      rows.push([`  publish p50 / p99 / max (ms)`, ms3(build.times)]);
      rows.push([`  server CPU per publish (ms; the round and a second after it)`, fmt(build.cpuMs / build.times.length, 2)]);
      build.behind = build.rounds.some((round) => round.achieved < 0.95 * RATE || round.maxInFlight >= CONNECTIONS);
    }
    if (baseline) {
      rows.push(['ratio with / without the log, p50', fmt(quantile(current.times, 0.5) / quantile(baseline.times, 0.5), 2)]);
      rows.push(['ratio with / without the log, p99', fmt(quantile(current.times, 0.99) / quantile(baseline.times, 0.99), 2)]);
      rows.push(['ratio with / without the log, server CPU per publish', fmt(current.cpuMs / current.times.length / (baseline.cpuMs / baseline.times.length), 2)]);
      rows.push(['baseline has no log (GET /log/head)', baselineHead === 404 ? 'yes (404)' : `NO: answered ${baselineHead}`]);
    } else {
      rows.push(['ratio with / without the log', 'missing: no --baseline']);
    }
    const head = covered.head;
    const logged = head.treeSize === current.published;
    rows.push([
      'current build: signed head covers every signal it published',
      `${logged ? 'yes' : 'NO'}: head treeSize ${head.treeSize ?? `(${head.status})`}, signals published ${current.published} (warm-up included); waited ${fmt(covered.waitedMs, 0)} ms`,
    ]);
    rows.push(['load (1 min) at the start / after the rounds', `${load0} / ${load1}`]);
    rows.push(['CPU taken by the host during the rounds (steal, %)', fmt(stolenPercent(ticks0, ticks1), 2)]);
    printRows(rows);
    console.log('Each round, in the order run: 201 of sent · achieved a second · p50 / p99 / max (ms) · server CPU per publish (ms) · in flight at most · sender late at most (ms)');
    printRows(
      Array.from({ length: ROUNDS }, (_, r) =>
        builds.map((build) => {
          const round = build.rounds[r];
          return [`  ${build.name}, round ${r + 1}`, `${round.ok} of ${round.sent} · ${fmt(round.achieved)} · ${ms3(round.times)} · ${fmt(round.cpuPerPublishMs, 2)} · ${round.maxInFlight} · ${fmt(round.maxLateMs)}`];
        }),
      ).flat(),
    );
    for (const build of builds.filter((b) => b.behind)) {
      console.log(
        `  ${build.name}: BEHIND THE RATE in some round (under 95 % of ${RATE} a second achieved, or all ${CONNECTIONS} sockets busy): requests queued, so its latencies are mostly waiting, not the publish`,
      );
    }
    for (const build of builds) {
      for (const [status, text] of build.firstOther) {
        console.log(`  ${build.name}: first ${status} answer: ${text}`);
      }
    }
    if (!logged) {
      throw new Error(`The log does not hold every published signal: head treeSize ${head.treeSize}, published ${current.published}`);
    }
  } finally {
    for (const build of builds) {
      if (build.server) {
        await stopServer(build.server);
      }
      fs.rmSync(build.dataDir, { recursive: true, force: true });
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Part 2: proofs at LEAVES leaves.

/** The tree in a process of its own (tree.mjs): its figures, or the reason it failed. */
function treeInProcess() {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(HERE, 'tree.mjs'), [String(LEAVES), String(PROOFS)], { execArgv: ['--expose-gc'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    applyNice(child.pid);
    let result = null;
    child.on('message', (message) => (result = message));
    child.once('exit', (code) => (code === 0 && result ? resolve(result) : reject(new Error(`tree.mjs exited with ${code}: a proof or the tree is wrong (its error is above)`))));
  });
}

/** Resident memory of a process (MB), from /proc. */
function rssMb(pid) {
  try {
    const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
    return Number(line.split(/\s+/)[1]) / 1024;
  } catch {
    return NaN;
  }
}

/**
 * LEAVES leaves straight into the stopped server's `signal_log`, one transaction and one prepared statement, as the
 * server would have appended them (positions from 0, no gap; inserts are allowed, only updates and deletes refused).
 *
 * @returns the leaf hashes, end to end (32 bytes each), and how long the insert took.
 */
async function insertLeaves(dataDir) {
  const { canonicalJson } = await serverModule('services/signalLog/canonicalJson.js');
  const Database = createRequire(path.join(ROOT, 'packages/server/package.json'))('better-sqlite3');
  const db = new Database(path.join(dataDir, 'signals.db'));
  const hashes = Buffer.alloc(LEAVES * 32);
  const started = performance.now();
  try {
    const insert = db.prepare('INSERT INTO signal_log (position, leaf, leaf_hash, kind, signal_id, event_id, appended_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
    const firstAt = Date.now() - LEAVES * 1000;
    db.transaction(() => {
      for (let i = 0; i < LEAVES; i += 1) {
        const atMs = firstAt + i * 1000;
        const signalId = Math.floor(i / 3) + 1;
        const leaf = canonicalJson({ kind: 'note', signalId, at: new Date(atMs).toISOString(), i });
        const hash = createHash('sha256').update(Buffer.from([0])).update(leaf, 'utf8').digest();
        hash.copy(hashes, i * 32);
        insert.run(i, leaf, hash.toString('hex'), 'note', signalId, null, atMs);
      }
    })();
  } finally {
    db.close();
  }
  return { hashes, insertMs: performance.now() - started };
}

/** One GET over `agent`, timed (ms), its body parsed; a status other than 200 fails the run. */
async function timedGet(agent, port, pathname) {
  const t0 = nowUs();
  const answer = await send(agent, port, 'GET', pathname);
  if (answer.status !== 200) {
    throw new Error(`GET ${pathname} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  }
  return { ms: (answer.t1 - t0) / 1000, body: JSON.parse(answer.text) };
}

async function proofsPart(info) {
  console.log(`\nPart 2: proofs at ${LEAVES} leaves, in-process and over HTTP`);
  const load0 = os.loadavg()[0].toFixed(2);
  const ticks0 = await cpuTicks();
  const { LogTree } = await serverModule('services/signalLog/logTree.js');
  const { verifyConsistency, verifyInclusion } = await serverModule('services/signalLog/merkle.js');

  console.log(`  in-process: ${LEAVES} leaves appended, then ${PROOFS} inclusion and ${PROOFS} consistency proofs`);
  const inProcess = await treeInProcess();
  const ticks1 = await cpuTicks();
  const load1 = os.loadavg()[0].toFixed(2);

  const dataDir = tempDataDir('signals-bench-log-proofs-');
  let server = null;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    console.log('  over HTTP: first start on an empty data folder (migrations), then the leaves inserted');
    let started = performance.now();
    server = await startServer(dataDir, PORT);
    const emptyStartMs = performance.now() - started;
    await sleep(1000);
    const emptyRssMb = rssMb(server.pid);
    await stopServer(server);
    server = null;
    const { hashes, insertMs } = await insertLeaves(dataDir);
    const leafAt = (i) => hashes.subarray(i * 32, (i + 1) * 32);
    const local = new LogTree();
    for (let i = 0; i < LEAVES; i += 1) {
      local.append(leafAt(i));
    }

    // Started again: the first proof at the whole size waits for the tree to catch up from the database; the signed
    // head follows (the heads worker's pass at start, or this proof's catch-up).
    const ticks2 = await cpuTicks();
    started = performance.now();
    server = await startServer(dataDir, PORT);
    const fullStartMs = performance.now() - started;
    const listening = performance.now();
    const [firstProof, covered] = await Promise.all([
      timedGet(agent, PORT, `/api/track-record/log/proof?index=${LEAVES - 1}&treeSize=${LEAVES}`),
      headCovering(PORT, LEAVES, 120_000).then((result) => ({ ...result, atMs: performance.now() - listening })),
    ]);
    if (covered.head.treeSize !== LEAVES) {
      throw new Error(`The signed head did not come to cover the ${LEAVES} leaves: ${JSON.stringify(covered.head)}`);
    }
    if (covered.head.rootHash !== local.root(LEAVES).toString('hex')) {
      throw new Error(`The server's root at ${LEAVES} leaves differs from the one built here from the inserted leaves`);
    }
    const toBuffers = (hexes) => hexes.map((hex) => Buffer.from(hex, 'hex'));
    if (!verifyInclusion(Buffer.from(leafAt(LEAVES - 1)), LEAVES - 1, LEAVES, toBuffers(firstProof.body.auditPath), local.root(LEAVES))) {
      throw new Error('The first proof after the start does not verify');
    }
    const caughtUpRssMb = rssMb(server.pid);

    // The timed requests, one at a time over one keep-alive connection; each turn asks a proof, a consistency proof
    // and the health check, in a rotating order.
    console.log(`  over HTTP: ${PROOFS} of /log/proof, /log/consistency and /api/health each, interleaved`);
    const times = { proof: [], consistency: [], health: [] };
    const sampleEvery = Math.max(1, Math.floor(PROOFS / 1000));
    let verified = 0;
    const asks = {
      proof: async (i) => {
        const size = randomInt(1, LEAVES + 1);
        const index = randomInt(0, size);
        const { ms, body } = await timedGet(agent, PORT, `/api/track-record/log/proof?index=${index}&treeSize=${size}`);
        times.proof.push(ms);
        if (i % sampleEvery === 0) {
          if (!verifyInclusion(Buffer.from(leafAt(index)), index, size, toBuffers(body.auditPath), local.root(size))) {
            throw new Error(`The server's inclusion proof of ${index} in ${size} does not verify`);
          }
          verified += 1;
        }
      },
      consistency: async (i) => {
        const second = randomInt(2, LEAVES + 1);
        const first = randomInt(1, second);
        const { ms, body } = await timedGet(agent, PORT, `/api/track-record/log/consistency?first=${first}&second=${second}`);
        times.consistency.push(ms);
        if (i % sampleEvery === 0) {
          if (!verifyConsistency(first, second, local.root(first), local.root(second), toBuffers(body.proof))) {
            throw new Error(`The server's consistency proof from ${first} to ${second} does not verify`);
          }
          verified += 1;
        }
      },
      health: async () => {
        const { ms, body } = await timedGet(agent, PORT, '/api/health');
        if (body.ok !== true) {
          throw new Error(`/api/health answered ${JSON.stringify(body)}`);
        }
        times.health.push(ms);
      },
    };
    const order = ['proof', 'consistency', 'health'];
    for (let i = 0; i < 30; i += 1) {
      // Untimed: the first calls of each route compile and prepare.
      await timedGet(agent, PORT, `/api/track-record/log/proof?index=${i}&treeSize=${LEAVES}`);
      await timedGet(agent, PORT, `/api/track-record/log/consistency?first=${i + 1}&second=${LEAVES}`);
      await timedGet(agent, PORT, '/api/health');
    }
    for (let i = 0; i < PROOFS; i += 1) {
      for (let k = 0; k < order.length; k += 1) {
        await asks[order[(i + k) % order.length]](i);
      }
      if (i % 1000 === 999) {
        process.stdout.write('.');
      }
    }
    process.stdout.write('\n');
    const ticks3 = await cpuTicks();
    const load2 = os.loadavg()[0].toFixed(2);
    for (const list of Object.values(times)) {
      list.sort((a, b) => a - b);
    }

    const us3 = ({ p50, p99, max }) => [p50, p99, max].map((v) => fmt(v, 1)).join(' / ');
    const mb = (bytes) => fmt(bytes / 2 ** 20, 1);
    const { before, after } = inProcess.memory;
    console.log(`\n${info.date} · ${info.nproc} × ${info.cpu} · ${info.memGb} GB · Node ${info.node} · load at the start ${info.load}${opts.nice ? ` · nice ${opts.nice}` : ''}`);
    console.log(`Proofs at ${LEAVES} leaves, in-process (LogTree from the server's build, its own process)`);
    printRows([
      ['append: leaves a second (total)', `${fmt(inProcess.leavesPerSecond, 0)} (${fmt(inProcess.appendMs / 1000, 2)} s)`],
      ['RSS grown for the tree; of it array buffers; heap (MB)', `${mb(after.rss - before.rss)}; ${mb(after.arrayBuffers - before.arrayBuffers)}; ${mb(after.heapUsed - before.heapUsed)}`],
      [`inclusion proof at the whole size, p50 / p99 / max (µs; ${inProcess.inclusionFull.count}; ${inProcess.proofLength.inclusion} hashes)`, us3(inProcess.inclusionFull)],
      [`inclusion proof at a random earlier size, p50 / p99 / max (µs; ${inProcess.inclusionEarlier.count})`, us3(inProcess.inclusionEarlier)],
      [`consistency proof, random first < second, p50 / p99 / max (µs; ${inProcess.consistency.count})`, us3(inProcess.consistency)],
      [`root at a random size, p50 / p99 / max (µs; ${inProcess.root.count})`, us3(inProcess.root)],
      ['proofs verified (merkle.ts verifiers) / tampered one refused / root checked by rootOf at', `${inProcess.verified} of each kind / yes / ${inProcess.rootChecked} leaves`],
      ['load (1 min) at the start / after; host steal (%)', `${load0} / ${load1}; ${fmt(stolenPercent(ticks0, ticks1), 2)}`],
    ]);
    console.log(`\nProofs at ${LEAVES} leaves over HTTP (the current build, SQLite; one request at a time over one keep-alive connection)`);
    printRows([
      ['leaves inserted straight into signal_log (s)', fmt(insertMs / 1000, 2)],
      ['start to listening, empty log / with the leaves (ms)', `${fmt(emptyStartMs, 0)} / ${fmt(fullStartMs, 0)}`],
      ['first inclusion proof at the whole size after listening (catch-up, ms)', fmt(firstProof.ms, 0)],
      ['listening to a signed head covering every leaf (ms)', fmt(covered.atMs, 0)],
      ['server RSS, empty log / with the tree caught up (MB)', `${fmt(emptyRssMb, 0)} / ${fmt(caughtUpRssMb, 0)}`],
      [`GET /log/proof, random size and leaf, p50 / p99 / max (ms; ${times.proof.length})`, ms3(times.proof)],
      [`GET /log/consistency, random first < second, p50 / p99 / max (ms; ${times.consistency.length})`, ms3(times.consistency)],
      [`baseline GET /api/health, same server, interleaved, p50 / p99 / max (ms; ${times.health.length})`, ms3(times.health)],
      ['ratio proof / health, p50 / p99', `${fmt(quantile(times.proof, 0.5) / quantile(times.health, 0.5), 2)} / ${fmt(quantile(times.proof, 0.99) / quantile(times.health, 0.99), 2)}`],
      ['ratio consistency / health, p50 / p99', `${fmt(quantile(times.consistency, 0.5) / quantile(times.health, 0.5), 2)} / ${fmt(quantile(times.consistency, 0.99) / quantile(times.health, 0.99), 2)}`],
      ['proofs verified against a tree built here; head root matches it', `${verified}; yes`],
      ['load (1 min) at the start / after; host steal (%)', `${load1} / ${load2}; ${fmt(stolenPercent(ticks2, ticks3), 2)}`],
    ]);
  } finally {
    agent.destroy();
    if (server) {
      await stopServer(server);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (opts.nice !== undefined) {
  process.env.BENCH_NICE = opts.nice;
  applyNice();
}
const info = await machine();
console.log(`bench/signalLog · ${info.date} · ${info.nproc} × ${info.cpu} · ${info.memGb} GB · Node ${info.node} · load ${info.load}${opts.nice ? ` · nice ${opts.nice}` : ''}`);
console.log(`Baseline (the build before the log, ${BASELINE_COMMIT}), made once with:\n  ${BASELINE_HOWTO}\nthen: node bench/signalLog/run.mjs --baseline /tmp/signals-before-log`);
buildServer(opts['skip-build']);
if (PART !== 'proofs') {
  await publishPart(info);
}
if (PART !== 'publish') {
  await proofsPart(info);
}
