// The restart storm (issue 21): N signed-in traders (half premium, bench/storm/clients.mjs, each behaving as the web
// app does around a restart), the server stopped with SIGTERM and started again on the same data folder and port,
// and the time until every trader is connected and current again. Prints, per run: the stop, the start to ready,
// when the last trader was current (after ready and after the stop began), the reads made and failed, how many came
// back recovered, caught up or afresh, the kernel's listen-queue overflows (nstat) over the storm, and the new
// process's CPU until the last trader was current.
//
//   node bench/storm/run.mjs --clients 5000 [--runs 3] [--server packages/server/dist/server.js] [--port 4640] [--two] [--no-recovery]
//
// --two: two processes on PostgreSQL and Redis (DATABASE_URL, REDIS_URL), the clients spread over both as a sticky
// balancer would; one of them restarts, and its clients come back to either. The CPU is then both processes'.
//
// --server takes another build's entry (a baseline worktree's) to compare in the same session. Run on a quiet
// machine: the clients share its cores with the server.
import { execFileSync, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fmt, machine, median } from '../lib/stats.mjs';
import { removeClusterState } from '../lib/cluster.mjs';
import { ask, SERVER_MAIN, seed, startServer, stopServer, tempDataDir } from '../lib/server.mjs';
import { option } from '../web/lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const clientCount = Number(option('clients', '5000'));
const runs = Number(option('runs', '3'));
const port = Number(option('port', '4640'));
const main = path.resolve(option('server', SERVER_MAIN));
const two = process.argv.includes('--two');
// Clients that neither heed the restart notice nor recover their session (issue 47): a bare socket.io-client's backoff.
const bare = process.argv.includes('--no-recovery');
if (two && (!process.env.DATABASE_URL || !process.env.REDIS_URL)) {
  throw new Error('--two runs on PostgreSQL and Redis: set DATABASE_URL and REDIS_URL');
}
const SIGNALS = 60;
const TIMEOUT_MS = 180_000;

const nowMs = () => Number(process.hrtime.bigint() / 1000n) / 1000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function listenOverflows() {
  const out = execFileSync('nstat', ['-asz', 'TcpExtListenOverflows'], { encoding: 'utf8' });
  return Number(/TcpExtListenOverflows\s+(\d+)/.exec(out)?.[1] ?? NaN);
}

/** User and system CPU seconds of a process so far (/proc/PID/stat, in clock ticks of 1/100 s). */
function cpuSeconds(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function waitFor(swarm, done, what) {
  const deadline = Date.now() + TIMEOUT_MS;
  for (;;) {
    const status = await ask(swarm, { cmd: 'status' });
    if (done(status)) {
      return status;
    }
    if (Date.now() > deadline) {
      throw new Error(`${what}: not within ${TIMEOUT_MS / 1000} s (${JSON.stringify(status)})`);
    }
    await sleep(50);
  }
}

async function once() {
  const tag = randomBytes(4).toString('hex');
  const env = two ? { DATABASE_URL: process.env.DATABASE_URL, DATABASE_SCHEMA: `storm_${tag}`, REDIS_URL: process.env.REDIS_URL, REDIS_PREFIX: `storm:${tag}:` } : {};
  const dataDir = tempDataDir('signals-storm-');
  const otherDir = two ? tempDataDir('signals-storm-b-') : null;
  const clients = seed(dataDir, [clientCount, SIGNALS], env);
  let server = await startServer(dataDir, port, { main, env });
  const other = otherDir ? await startServer(otherDir, port + 1, { main, env }) : null;
  const swarm = fork(path.join(here, 'clients.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  try {
    await ask(swarm, { cmd: 'start', ports: other ? [port, port + 1] : [port], clients, bare });
    await waitFor(swarm, (status) => status.connected === clientCount && status.current === clientCount, 'the first connections');
    // Settled: every socket open, the first reads done.
    await sleep(2000);
    await ask(swarm, { cmd: 'reset' });
    const overflowsBefore = listenOverflows();
    const otherCpuBefore = other ? cpuSeconds(other.pid) : 0;

    const began = nowMs();
    await stopServer(server);
    const stopped = nowMs();
    server = await startServer(dataDir, port, { main, env });
    const ready = nowMs();
    const status = await waitFor(swarm, (s) => s.connected === clientCount && s.current === clientCount && s.lastCurrentAt > ready, 'the storm');
    const cpu = cpuSeconds(server.pid) + (other ? cpuSeconds(other.pid) - otherCpuBefore : 0);
    const overflows = listenOverflows() - overflowsBefore;
    return {
      stopMs: stopped - began,
      readyMs: ready - stopped,
      allCurrentAfterReadyS: (status.lastCurrentAt - ready) / 1000,
      allCurrentAfterStopS: (status.lastCurrentAt - began) / 1000,
      reads: status.refetches,
      failedReads: status.failedRefetches,
      recovered: status.recovered,
      caughtUp: status.caughtUp,
      afresh: status.fresh,
      connectErrors: status.connectErrors,
      overflows,
      serverCpuS: cpu,
    };
  } finally {
    await ask(swarm, { cmd: 'stop' }).catch(() => undefined);
    swarm.disconnect();
    await stopServer(server);
    if (other) {
      await stopServer(other);
    }
    for (const dir of [dataDir, otherDir]) {
      if (dir) {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }
    if (two) {
      await removeClusterState(env);
    }
  }
}

console.log(JSON.stringify({ ...(await machine()), clients: clientCount, processes: two ? 'two, PostgreSQL and Redis' : 'one, SQLite', clientsKind: bare ? 'bare socket.io-client, no recovery' : 'the app', server: path.relative(process.cwd(), main) }));
const results = [];
for (let run = 0; run < runs; run += 1) {
  const result = await once();
  results.push(result);
  console.log(
    `run ${run + 1}: stop ${fmt(result.stopMs, 0)} ms, ready ${fmt(result.readyMs, 0)} ms; all current ${fmt(result.allCurrentAfterReadyS, 2)} s after ready ` +
      `(${fmt(result.allCurrentAfterStopS, 2)} s after the stop began); reads ${result.reads}, failed ${result.failedReads}; ` +
      `recovered ${result.recovered}, caught up ${result.caughtUp}, afresh ${result.afresh}; connect errors ${result.connectErrors}; ` +
      `listen overflows ${result.overflows}; server CPU ${fmt(result.serverCpuS, 2)} s`,
  );
}
const med = (key) => median(results.map((result) => result[key]));
console.log(
  `median of ${runs}: ready ${fmt(med('readyMs'), 0)} ms; all current ${fmt(med('allCurrentAfterReadyS'), 2)} s after ready, ${fmt(med('allCurrentAfterStopS'), 2)} s after the stop began; ` +
    `reads ${med('reads')}, failed ${med('failedReads')}; overflows ${med('overflows')}; server CPU ${fmt(med('serverCpuS'), 2)} s`,
);
