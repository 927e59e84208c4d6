/**
 * The servers the fan-out benchmark measures, each started in its own
 * process and driven the same way: the raw `net` floor, a bare socket.io
 * server, and the real server as it ships (on its fast path, or on the stock
 * socket.io path it falls back to).
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ApiClient, applyNice, ask, SERVER_MAIN, startServer, stopServer } from '../lib/server.mjs';
import { nowUs } from '../lib/stats.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** What the admin publishes: a premium futures signal and a free arbitrage one, alternately. */
export const INPUTS = [
  { pair: 'BTC/USDT', signalType: 'futures', profitPercentage: 2.4, isPremium: true, direction: 'long', exchange: 'Binance', leverage: 10, contractType: 'perpetual', entryPrice: 60000, takeProfit1: 61500, takeProfit2: 62500, stopLoss: 59000 },
  { pair: 'ETH/USDT', signalType: 'arbitrage', profitPercentage: 1.2, isPremium: false, buyExchange: 'Kraken', sellExchange: 'OKX', buyPrice: 3000, sellPrice: 3036 },
];

/** The full shape of a signal as the server presents it, for the floors to send the same bytes. */
export function presentedLike(input, id) {
  const now = new Date().toISOString();
  const nulls = { buyExchange: null, sellExchange: null, buyPrice: null, sellPrice: null, entryPrice: null, takeProfit1: null, takeProfit2: null, stopLoss: null, direction: null, exchange: null, leverage: null, contractType: null };
  const { pair, signalType, profitPercentage, isPremium, ...detail } = input;
  return { id, pair, signalType, profitPercentage, isPremium, isActive: true, status: 'active', createdAt: now, updatedAt: now, expiresAt: null, locked: false, ...nulls, ...detail };
}

function forkFloor(file) {
  const child = fork(path.join(HERE, file), [], { execArgv: ['--expose-gc'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  applyNice(child.pid);
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ child, port: message.listening }));
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
  });
}

export async function rawPhase() {
  const { child, port } = await forkFloor('rawServer.mjs');
  return {
    name: 'raw net floor',
    probe: child,
    connect: { url: `ws://127.0.0.1:${port}/`, mode: 'raw' },
    async send(seq) {
      const id = seq + 1;
      const packet = `42${JSON.stringify(['signal:created', presentedLike(INPUTS[seq % 2], id)])}`;
      const t0 = nowUs();
      await ask(child, { cmd: 'send', packet });
      return { id, t0 };
    },
    stop: () => stopServer(child),
  };
}

export async function barePhase() {
  const { child, port } = await forkFloor('bareServer.mjs');
  return {
    name: 'bare socket.io',
    probe: child,
    connect: { url: `ws://127.0.0.1:${port}/socket.io/?EIO=4&transport=websocket`, mode: 'sio' },
    async send(seq) {
      const id = seq + 1;
      const payload = presentedLike(INPUTS[seq % 2], id);
      const t0 = nowUs();
      await ask(child, { cmd: 'send', event: 'signal:created', payload });
      return { id, t0 };
    },
    stop: () => stopServer(child),
  };
}

/**
 * How the probe gets into a build of the server. This one's is preloaded
 * (serverProbe.mjs); builds from before 2026-11-25 (issue 16) carried it in
 * src/realtime/probe.ts, started by BENCH_PROBE=1, and are still measured
 * that way (`--server` pointing at such a build).
 */
function probeFor(main = SERVER_MAIN) {
  const realtime = path.join(path.dirname(main), 'realtime/index.js');
  const builtIn = fs.existsSync(realtime) && fs.readFileSync(realtime, 'utf8').includes('startBenchProbe');
  return builtIn
    ? { nodeArgs: ['--expose-gc'], env: { BENCH_PROBE: '1' } }
    : { nodeArgs: ['--expose-gc', `--import=${pathToFileURL(path.join(HERE, 'serverProbe.mjs')).href}`], env: {} };
}

/**
 * The real server: built dist/main.js, production, --expose-gc, the probe
 * preloaded; the admin publishes through the API. `fastPath: 'off'` runs it
 * with REALTIME_FAST_PATH=off (stock socket.io emits); 'auto' is the default.
 */
export async function serverPhase({ dataDir, port, clients, admin, main, fastPath = 'auto' }) {
  const { nodeArgs, env } = probeFor(main);
  const child = await startServer(dataDir, port, { nodeArgs, env: { ...env, REALTIME_FAST_PATH: fastPath }, main });
  const api = new ApiClient(`http://127.0.0.1:${port}`);
  await api.signIn(admin.username, admin.password).catch(async (error) => {
    // A failed start must not leave a server holding the port for the next run.
    await stopServer(child);
    throw error;
  });
  return {
    name: fastPath === 'off' ? 'server, stock path' : 'signals server',
    probe: child,
    connect: { url: `ws://127.0.0.1:${port}/socket.io/?EIO=4&transport=websocket`, mode: 'sio', clients },
    async send(seq) {
      const t0 = nowUs();
      const response = await api.request('POST', '/api/signals', INPUTS[seq % 2]);
      if (response.status !== 201) {
        throw new Error(`Publishing failed: ${response.status} ${JSON.stringify(response.body)}`);
      }
      return { id: response.body.id, t0, postMs: (nowUs() - t0) / 1000 };
    },
    stop: () => stopServer(child),
  };
}

/**
 * Two real servers on one PostgreSQL schema and one Redis server (the Redis
 * streams adapter), clients spread evenly over both, the admin publishing
 * through each in turn, as behind a load balancer. Server figures are summed
 * (CPU, memory) or maxed (event-loop blocks) over both processes; the
 * per-slice fan-out probe belongs to the one-process adapter, so those rows
 * stay empty here.
 */
export async function clusterPhase({ dataDirs, ports, clients, admin, env }) {
  const children = [];
  const probe = probeFor();
  for (const [n, dataDir] of dataDirs.entries()) {
    children.push(await startServer(dataDir, ports[n], { nodeArgs: probe.nodeArgs, env: { ...env, ...probe.env } }));
  }
  const apis = ports.map((port) => new ApiClient(`http://127.0.0.1:${port}`));
  try {
    for (const api of apis) {
      await api.signIn(admin.username, admin.password);
    }
  } catch (error) {
    await Promise.all(children.map((child) => stopServer(child)));
    throw error;
  }
  return {
    name: `${children.length} processes`,
    probes: children,
    connect: { urls: ports.map((port) => `ws://127.0.0.1:${port}/socket.io/?EIO=4&transport=websocket`), mode: 'sio', clients },
    async send(seq) {
      const t0 = nowUs();
      const response = await apis[seq % apis.length].request('POST', '/api/signals', INPUTS[seq % 2]);
      if (response.status !== 201) {
        throw new Error(`Publishing failed: ${response.status} ${JSON.stringify(response.body)}`);
      }
      return { id: response.body.id, t0, postMs: (nowUs() - t0) / 1000 };
    },
    stop: () => Promise.all(children.map((child) => stopServer(child))),
  };
}
