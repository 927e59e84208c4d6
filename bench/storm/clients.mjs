/**
 * The storm's traders: many light clients in one process, each behaving as
 * the web app does around a restart, over the Socket.IO v5 / Engine.IO v4
 * wire protocol on plain `ws`:
 *
 * - connected with its session cookie; keeps the session id (`pid`) and the
 *   offset of the last push it received, as socket.io-client does;
 * - told `server:restarting` ({ withinMs, afterMs }), it comes back once the
 *   start time has passed, at a moment drawn over that window
 *   (web/src/live/reconnectPolicy.ts); closed without a
 *   notice, after socket.io-client's first delay (1 s ± 50 %), then its
 *   backoff (doubling to 5 s, ± 50 %) while the server is unreachable;
 * - coming back, it asks to recover (`40{"pid","offset"}`) and, after a
 *   notice that named its moment, for every push since (`since`, LiveAuth);
 *   recovered, or told it caught up in full, it is current; otherwise it
 *   reads `GET /api/signals` as the app does (a failed read is counted and
 *   retried after a second).
 *
 * With `--no-recovery` (issue 47) each behaves as a bare socket.io-client instead: it ignores the notice, keeps no
 * session to recover, comes back with socket.io-client's backoff alone and reads its list every time.
 *
 * Driven by the parent over IPC; times are on the host's monotonic clock (ms).
 */
import http from 'node:http';
import WebSocket from 'ws';

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
let clients = [];
/** The processes' ports: one, or two behind a sticky balancer's stand-in (each client keeps its process until it drops). */
let ports = [];
/** Bare socket.io-clients: no notice heeded, no session recovery (`--no-recovery`). */
let bare = false;
const counts = { refetches: 0, readsAnswered: 0, failedRefetches: 0, recovered: 0, caughtUp: 0, fresh: 0, connectErrors: 0 };

const nowMs = () => Number(process.hrtime.bigint() / 1000n) / 1000;
const jitter = (ms) => ms * (0.5 + Math.random());

/** GET /api/signals with the client's cookie; resolves with the status (0 when the request failed). */
function readList(client) {
  return new Promise((resolve) => {
    const request = http.get(`http://127.0.0.1:${client.port}/api/signals`, { agent, headers: { cookie: client.cookie }, localAddress: client.localAddress }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', () => resolve(0));
    request.setTimeout(30_000, () => request.destroy());
  });
}

async function refetch(client) {
  for (;;) {
    counts.refetches += 1;
    const status = await readList(client);
    counts.readsAnswered += 1;
    if (status === 200) {
      return;
    }
    counts.failedRefetches += 1;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

function open(client) {
  client.attempts += 1;
  const ws = new WebSocket(`ws://127.0.0.1:${client.port}/socket.io/?EIO=4&transport=websocket`, { headers: { cookie: client.cookie }, localAddress: client.localAddress, perMessageDeflate: false, skipUTF8Validation: true, handshakeTimeout: 30_000 });
  client.ws = ws;
  let connected = false;
  ws.on('error', (error) => (client.lastError = error.message));
  ws.on('close', () => {
    client.ws = null;
    if (client.stopping) {
      return;
    }
    if (!connected) {
      counts.connectErrors += 1;
    }
    client.current = false;
    // A balancer sends a new connection to either process: the one that went away may not be back yet.
    client.port = ports[Math.floor(Math.random() * ports.length)];
    let wait;
    if (client.comeBackIn !== null) {
      wait = client.comeBackIn;
      client.comeBackIn = null;
      client.backoff = 1000;
    } else if (connected) {
      wait = jitter(1000);
      client.backoff = 1000;
    } else {
      client.backoff = Math.min(5000, client.backoff * 2);
      wait = jitter(client.backoff);
    }
    client.timer = setTimeout(() => open(client), wait);
  });
  ws.on('message', (data, isBinary) => {
    if (isBinary) {
      return;
    }
    const type = data[0];
    if (type === 0x32 /* 2: ping */) {
      ws.send('3');
    } else if (type === 0x30 /* 0: open */) {
      // As socket.io-client writes it: the session to recover (when it had one), and what the app asks (LiveAuth).
      client.asked = client.since !== null;
      const auth = bare ? {} : { ...(client.pid ? { pid: client.pid, offset: client.offset ?? undefined } : {}), ...(client.asked ? { since: client.since } : {}) };
      ws.send(Object.keys(auth).length > 0 ? `40${JSON.stringify(auth)}` : '40');
    } else if (type === 0x34 /* 4: message */) {
      const sub = data[1];
      if (sub === 0x30 /* 0: connect */) {
        connected = true;
        const { pid } = JSON.parse(data.toString('utf8', 2));
        const recovered = client.pid !== null && pid === client.pid;
        client.pid = pid;
        client.since = null;
        if (!client.everConnected) {
          client.everConnected = true;
          client.current = true;
          client.currentAt = nowMs();
        } else if (recovered) {
          counts.recovered += 1;
          client.current = true;
          client.currentAt = nowMs();
        } else if (client.asked) {
          // Sent again what it missed, then told whether that was all ('live:caught-up', below).
          counts.caughtUp += 1;
        } else {
          counts.fresh += 1;
          void refetch(client).then(() => {
            client.current = true;
            client.currentAt = nowMs();
          });
        }
      } else if (sub === 0x32 /* 2: event */) {
        const args = JSON.parse(data.toString('utf8', 2));
        const last = args[args.length - 1];
        if (typeof last === 'string') {
          client.offset = last;
        }
        if (args[0] === 'server:restarting' && typeof args[1]?.withinMs === 'number' && !bare) {
          const after = typeof args[1].afterMs === 'number' ? Math.min(args[1].afterMs, 10_000) : 0;
          client.comeBackIn = after + Math.random() * Math.min(args[1].withinMs, 60_000);
          client.since = typeof args[1].at === 'number' ? args[1].at : null;
        } else if (args[0] === 'live:caught-up') {
          if (args[1]?.complete) {
            client.current = true;
            client.currentAt = nowMs();
          } else {
            counts.fresh += 1;
            void refetch(client).then(() => {
              client.current = true;
              client.currentAt = nowMs();
            });
          }
        }
      } else if (sub === 0x34 /* 4: connect error */) {
        client.lastError = data.toString().slice(0, 120);
        ws.close();
      }
    }
  });
}

function status() {
  let connected = 0;
  let current = 0;
  let lastCurrentAt = 0;
  for (const client of clients) {
    if (client.ws?.readyState === WebSocket.OPEN) {
      connected += 1;
    }
    if (client.current) {
      current += 1;
      lastCurrentAt = Math.max(lastCurrentAt, client.currentAt);
    }
  }
  // A few of those not current yet, for a run that times out to say why.
  const stuck = clients.filter((client) => !client.current).slice(0, 3).map(({ port, attempts, lastError }) => ({ port, attempts, lastError }));
  return { clients: clients.length, connected, current, lastCurrentAt, ...counts, stuck };
}

process.on('message', (message) => {
  let answer;
  if (message.cmd === 'start') {
    ports = message.ports;
    bare = message.bare === true;
    clients = message.clients.map((seeded, index) => ({
      port: ports[index % ports.length],
      cookie: seeded.cookie,
      // Several source addresses: two connections per client over a restart would exhaust one address's ports.
      localAddress: `127.0.0.${2 + (index % 16)}`,
      pid: null,
      offset: null,
      since: null,
      asked: false,
      comeBackIn: null,
      backoff: 1000,
      attempts: 0,
      everConnected: false,
      current: false,
      currentAt: 0,
      ws: null,
      timer: null,
      stopping: false,
    }));
    // Spread over a second, as pages open: the first connections are not the storm being measured.
    clients.forEach((client, index) => setTimeout(() => open(client), (index / clients.length) * 1000));
    answer = {};
  } else if (message.cmd === 'status') {
    answer = status();
  } else if (message.cmd === 'reset') {
    // From here on the storm's own counts.
    Object.assign(counts, { refetches: 0, readsAnswered: 0, failedRefetches: 0, recovered: 0, caughtUp: 0, fresh: 0, connectErrors: 0 });
    answer = {};
  } else if (message.cmd === 'stop') {
    for (const client of clients) {
      client.stopping = true;
      clearTimeout(client.timer);
      client.ws?.terminate();
    }
    answer = {};
  }
  process.send({ ...answer, re: message.re });
});
process.on('disconnect', () => process.exit(0));
