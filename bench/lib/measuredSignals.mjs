/**
 * What the benchmarks that compare the live fan-out with and without other work in flight share (bench/push,
 * bench/telegram): the swarm and the probed server, the signals timed on a beat, a wait for the swarm to have heard
 * them, the table of results, and the end of the run.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { applyNice, ask, startServer, stopServer } from './server.mjs';
import { fmt, nowUs } from './stats.mjs';

const LIB = path.dirname(fileURLToPath(import.meta.url));

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Publishes `warmup` then `count` signals every `interval` ms, taking `inputs` in turn; the longest event-loop block
 * of each interval comes with it (the server's probe). `afterWarmUp` runs half an interval after the last warm-up
 * signal, so what it starts overlaps the measured ones.
 *
 * @returns for the measured signals: when each was sent, the longest block of its interval, and the server's own
 *   part of its widest broadcast (from the call to the last socket written).
 */
export async function publishMeasured({ server, admin, label, inputs, warmup, count, interval, afterWarmUp = async () => {} }) {
  const sent = [];
  const blocks = [];
  const written = [];
  const start = Date.now();
  for (let seq = 0; seq < warmup + count; seq += 1) {
    const due = start + seq * interval;
    await sleep(Math.max(0, due - Date.now()));
    await ask(server, { probe: 'reset' });
    const t0 = nowUs();
    const response = await admin.request('POST', '/api/signals', inputs[seq % inputs.length]);
    if (response.status !== 201) {
      throw new Error(`Publishing failed: ${response.status} ${JSON.stringify(response.body)}`);
    }
    if (seq === warmup - 1) {
      await sleep(Math.max(0, due + interval / 2 - Date.now()));
      await afterWarmUp();
    }
    await sleep(Math.max(0, due + interval - 20 - Date.now()));
    const read = await ask(server, { probe: 'read' });
    if (seq >= warmup) {
      sent.push({ id: response.body.id, t0 });
      blocks.push(read.maxBlockMs);
      const widest = read.fanouts.reduce((a, b) => (b.recipients > (a?.recipients ?? -1) ? b : a), null);
      written.push({ wallMs: widest?.wallMs ?? 0, busyMs: widest?.busyMs ?? 0 });
    }
    process.stdout.write(seq < warmup ? 'w' : '.');
  }
  process.stdout.write(` ${label}\n`);
  return { sent, blocks, written };
}

/** Waits until the swarm has heard `expected` signals on every connection, or its count stops moving for 5 s. */
export async function settle(swarm, connected, expected) {
  for (let still = 0, last = -1; still < 10; ) {
    const { receipts } = await ask(swarm, { cmd: 'count' });
    if (receipts >= expected * connected) {
      return;
    }
    still = receipts === last ? still + 1 : 0;
    last = receipts;
    await sleep(500);
  }
}

/** The light socket swarm of bench/fanout, in a process of its own. */
export function startSwarm() {
  const swarm = fork(path.join(LIB, '../fanout/swarm.mjs'), [], { execArgv: ['--max-old-space-size=4096'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  applyNice(swarm.pid);
  return swarm;
}

/** The server as it ships, with the fan-out probe preloaded (bench/fanout/serverProbe.mjs) and `env` beside its own. */
export function startProbedServer(dataDir, port, env = {}) {
  return startServer(dataDir, port, {
    nodeArgs: [...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []), '--expose-gc', `--import=${pathToFileURL(path.join(LIB, '../fanout/serverProbe.mjs')).href}`],
    env,
  });
}

/** Every seeded member's socket, from several loopback addresses (127.0.`subnet`.n, 4,000 each); prints how many. */
export async function connectMembers(swarm, port, clients, members, subnet) {
  const sources = Array.from({ length: Math.max(1, Math.ceil(members / 4000)) }, (_, n) => `127.0.${subnet}.${n + 1}`);
  const connected = await ask(swarm, { cmd: 'connect', url: `ws://127.0.0.1:${port}/socket.io/?EIO=4&transport=websocket`, mode: 'sio', clients, count: members, sources });
  console.log(`${connected.connected}/${members} sockets connected in ${fmt(connected.ms / 1000)} s`);
  return connected;
}

/** Label and value per line, the values in one column. */
export function printRows(rows) {
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  for (const [label, value] of rows) {
    console.log(label.padEnd(width) + value);
  }
}

/** Stops what a run started (the swarm, the server, the stand-ins) and removes its data folder. */
export async function endRun({ swarm, server, children, dataDir }) {
  await ask(swarm, { cmd: 'close' }).catch(() => undefined);
  swarm.kill();
  if (server) {
    await stopServer(server);
  }
  children.forEach((child) => child.kill());
  fs.rmSync(dataDir, { recursive: true, force: true });
}
