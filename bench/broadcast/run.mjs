/**
 * How long an admin's broadcast to everyone takes to reach every open bell.
 *
 *   node bench/broadcast/run.mjs [--clients 1,1000,10000] [--rounds 20] [--interval 500] [--port 4411] [--skip-build]
 *
 * For each audience size: a fresh data folder seeded with N members and a
 * live session each (bench/lib/seed.mjs), the built server, N WebSocket
 * connections speaking Engine.IO v4 / Socket.IO v5 with those cookies, and
 * an admin who sends "everyone" notifications through the API
 * (POST /api/admin/notifications, userIds null, in the app only). A round's
 * latency is from just before the POST leaves to the moment the last
 * connection has read the `notification:created` event. Printed: the median,
 * p90 and p99 of that last-recipient latency over the rounds, and the POST's
 * own round trip. The clients share this process with the harness, so at
 * 10,000 the figure includes their own parsing; bench/fanout's swarm is the
 * stricter harness for the fan-out itself.
 */
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { ADMIN, ApiClient, buildServer, seed, startServer, stopServer, tempDataDir } from '../lib/server.mjs';
import { fmt, nowUs, quantile } from '../lib/stats.mjs';

const { values: opts } = parseArgs({
  options: {
    clients: { type: 'string', default: '1,1000,10000' },
    rounds: { type: 'string', default: '20' },
    interval: { type: 'string', default: '500' },
    port: { type: 'string', default: '4411' },
    'skip-build': { type: 'boolean', default: false },
  },
});

const EVENT = '42["notification:created",';

/** Opens one connection as a signed-in member; calls `onAlert(title)` for each notification pushed to it. */
function connect(port, cookie, onAlert) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/socket.io/?EIO=4&transport=websocket`, { headers: { cookie, origin: `http://127.0.0.1:${port}` } });
    socket.on('message', (data) => {
      const text = data.toString();
      if (text.startsWith('0')) {
        socket.send('40');
      } else if (text.startsWith('40')) {
        resolve(socket);
      } else if (text === '2') {
        socket.send('3');
      } else if (text.startsWith(EVENT)) {
        // The title is all a round needs: which broadcast this is.
        const title = /"title":"([^"]*)"/.exec(text)?.[1];
        if (title) {
          onAlert(title);
        }
      } else if (text.startsWith('44')) {
        reject(new Error(`The server refused a connection: ${text}`));
      }
    });
    socket.once('error', reject);
  });
}

async function measure(audience, port) {
  const dataDir = tempDataDir(`broadcast-${audience}`);
  const clients = seed(dataDir, [audience]);
  const server = await startServer(dataDir, port);
  const sockets = [];
  try {
    const admin = new ApiClient(`http://127.0.0.1:${port}`);
    await admin.signIn(ADMIN.username, ADMIN.password);
    const arrivals = new Map();
    const onAlert = (title) => {
      const round = arrivals.get(title);
      if (round) {
        round.count += 1;
        round.last = nowUs();
        if (round.count === audience) {
          round.done();
        }
      }
    };
    for (let i = 0; i < clients.length; i += 200) {
      sockets.push(...(await Promise.all(clients.slice(i, i + 200).map((client) => connect(port, client.cookie, onAlert)))));
    }
    const latencies = [];
    const posts = [];
    for (let round = 0; round < Number(opts.rounds); round += 1) {
      const title = `Broadcast ${round}`;
      const arrived = new Promise((done) => arrivals.set(title, { count: 0, last: 0, done }));
      const t0 = nowUs();
      const response = await admin.request('POST', '/api/admin/notifications', { title, message: 'A message for everyone, timed.', type: 'info', userIds: null, sendInApp: true });
      posts.push((nowUs() - t0) / 1000);
      if (response.status !== 201) {
        throw new Error(`Sending failed: ${response.status} ${JSON.stringify(response.body)}`);
      }
      await arrived;
      latencies.push((arrivals.get(title).last - t0) / 1000);
      await new Promise((resolve) => setTimeout(resolve, Number(opts.interval)));
    }
    latencies.sort((a, b) => a - b);
    posts.sort((a, b) => a - b);
    return { audience, median: quantile(latencies, 0.5), p90: quantile(latencies, 0.9), p99: quantile(latencies, 0.99), post: quantile(posts, 0.5) };
  } finally {
    sockets.forEach((socket) => socket.terminate());
    await stopServer(server);
  }
}

buildServer(opts['skip-build']);
const results = [];
for (const audience of opts.clients.split(',').map(Number)) {
  results.push(await measure(audience, Number(opts.port)));
}
console.log('\nBroadcast to everyone: last open bell reached (ms), over', opts.rounds, 'rounds');
console.log('open bells | median | p90 | p99 | POST round trip, median');
for (const r of results) {
  console.log(`${String(r.audience).padStart(10)} | ${fmt(r.median)} | ${fmt(r.p90)} | ${fmt(r.p99)} | ${fmt(r.post)}`);
}
