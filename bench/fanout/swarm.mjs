/**
 * The client swarm: many light clients in one process, speaking the Socket.IO
 * v5 / Engine.IO v4 wire protocol over plain `ws` (open packet, "40" connect,
 * ping "2" answered with pong "3", events "42[...]"), or, against the raw
 * floor, plain WebSocket frames. Driven by the parent over IPC.
 *
 * For every event it records the receive time on the host's monotonic clock
 * (process.hrtime.bigint(), shared by all processes), keyed by the signal id
 * read from the frame, and checks that a free client never receives a
 * premium signal in full.
 */
import WebSocket from 'ws';
import { nowUs, quantile } from '../lib/stats.mjs';

/** Every connection of the current phase. */
let clients = [];
/** signal id -> receive time per client (µs), NaN until received. */
let receipts = new Map();
let duplicates = 0;
let leaks = 0;
let unexpectedCloses = 0;

const EVENT_PREFIX = Buffer.from('42["signal:');
const ID_KEY = Buffer.from('"id":');
const LOCKED_FALSE = Buffer.from('"locked":false');
const PREMIUM_TRUE = Buffer.from('"isPremium":true');

function onEvent(index, premium, data) {
  const at = nowUs();
  if (data.length < EVENT_PREFIX.length || data.compare(EVENT_PREFIX, 0, EVENT_PREFIX.length, 0, EVENT_PREFIX.length) !== 0) {
    return;
  }
  const key = data.indexOf(ID_KEY, EVENT_PREFIX.length);
  if (key < 0) {
    return;
  }
  let id = 0;
  for (let i = key + ID_KEY.length; i < data.length; i += 1) {
    const digit = data[i] - 48;
    if (digit < 0 || digit > 9) {
      break;
    }
    id = id * 10 + digit;
  }
  let times = receipts.get(id);
  if (!times) {
    times = new Float64Array(clients.length).fill(NaN);
    receipts.set(id, times);
  }
  if (!Number.isNaN(times[index])) {
    duplicates += 1;
    return;
  }
  times[index] = at;
  if (!premium && data.includes(PREMIUM_TRUE) && data.includes(LOCKED_FALSE)) {
    leaks += 1;
  }
}

/** One client; resolves when it can receive events (after "40" for Socket.IO, on open for raw). */
function openClient(index, { url, mode, cookie, premium, localAddress }) {
  return new Promise((resolve) => {
    const headers = cookie ? { cookie } : {};
    const ws = new WebSocket(url, { headers, localAddress, perMessageDeflate: false, skipUTF8Validation: true, handshakeTimeout: 30_000 });
    const client = { ws, ready: false };
    clients[index] = client;
    const settle = (ok, why) => {
      if (!client.settled) {
        client.settled = true;
        resolve({ ok, why });
      }
    };
    ws.on('error', (error) => settle(false, error.message));
    ws.on('close', () => {
      if (client.ready && !client.closing) {
        unexpectedCloses += 1;
      }
      settle(false, 'closed');
    });
    if (mode === 'raw') {
      ws.on('open', () => {
        client.ready = true;
        settle(true);
      });
      ws.on('message', (data) => onEvent(index, premium, data));
      return;
    }
    ws.on('message', (data) => {
      const type = data[0];
      if (type === 0x32 /* 2: ping */) {
        ws.send('3');
      } else if (type === 0x34 /* 4: message */) {
        const sub = data[1];
        if (sub === 0x32 /* 2: event */) {
          onEvent(index, premium, data);
        } else if (sub === 0x30 /* 0: connect */) {
          client.ready = true;
          settle(true);
        } else if (sub === 0x34 /* 4: connect error */) {
          settle(false, data.toString());
        }
      } else if (type === 0x30 /* 0: open */) {
        ws.send('40');
      }
    });
  });
}

/** `urls`: several processes behind no balancer; client i connects to urls[i % urls.length], so they are spread evenly. */
async function connect({ url, urls = [url], mode, clients: list, count, sources, concurrency = 256 }) {
  clients = new Array(count);
  receipts = new Map();
  duplicates = 0;
  leaks = 0;
  unexpectedCloses = 0;
  const started = nowUs();
  let next = 0;
  let failed = 0;
  let firstError = null;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const spec = list?.[index] ?? {};
      const result = await openClient(index, { url: urls[index % urls.length], mode, cookie: spec.cookie, premium: spec.premium ?? true, localAddress: sources[index % sources.length] });
      if (!result.ok) {
        failed += 1;
        firstError ??= result.why;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { connected: count - failed, failed, firstError, ms: (nowUs() - started) / 1000 };
}

function countReceipts() {
  let total = 0;
  for (const times of receipts.values()) {
    for (const t of times) {
      if (!Number.isNaN(t)) {
        total += 1;
      }
    }
  }
  return total;
}

/** Per-signal delivery and latency figures, given when each signal was sent (µs, same clock). */
function report({ sent }) {
  const perSignal = [];
  const pooled = [];
  for (const { id, t0 } of sent) {
    const times = receipts.get(id);
    let received = 0;
    let first = Infinity;
    let last = -Infinity;
    const latencies = [];
    if (times) {
      for (const t of times) {
        if (!Number.isNaN(t)) {
          received += 1;
          const ms = (t - t0) / 1000;
          latencies.push(ms);
          first = Math.min(first, ms);
          last = Math.max(last, ms);
        }
      }
    }
    latencies.sort((a, b) => a - b);
    for (const ms of latencies) {
      pooled.push(ms);
    }
    perSignal.push({ id, received, share: received / clients.length, first, last, p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99) });
  }
  pooled.sort((a, b) => a - b);
  return { perSignal, p50: quantile(pooled, 0.5), p99: quantile(pooled, 0.99), duplicates, leaks, unexpectedCloses, clients: clients.length };
}

async function close() {
  const closing = [];
  for (const client of clients) {
    if (!client) {
      continue;
    }
    client.closing = true;
    if (client.ws.readyState === WebSocket.CLOSED) {
      continue;
    }
    closing.push(new Promise((resolve) => client.ws.once('close', resolve)));
    client.ws.terminate();
  }
  await Promise.all(closing);
  clients = [];
  return {};
}

process.on('message', async (message) => {
  let answer;
  try {
    if (message.cmd === 'connect') {
      answer = await connect(message);
    } else if (message.cmd === 'count') {
      answer = { receipts: countReceipts(), unexpectedCloses };
    } else if (message.cmd === 'report') {
      answer = report(message);
    } else if (message.cmd === 'close') {
      answer = await close();
    } else {
      answer = { error: `unknown command ${message.cmd}` };
    }
  } catch (error) {
    answer = { error: String(error?.stack ?? error) };
  }
  process.send({ ...answer, re: message.re });
});
process.on('disconnect', () => process.exit(0));
