import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../support/factories/users.js';
import { quickSignIn } from '../support/quickSessions.js';
import type { TestClient } from '../support/testClient.js';
import { startTestServer, type TestServer } from '../support/testServer.js';
import { collect, eventually } from '../support/events.js';
import { connected, openSocket, type TestSocket } from '../support/testSocket.js';
import { within } from '../support/within.js';
import { openRawSocket, type RawSocket } from './rawSocket.js';

let server: TestServer;
let member: TestClient;
let admin: TestClient;
let watcher: TestSocket;
const raw: RawSocket[] = [];
let frames = 0;
let healthFailures = 0;

beforeAll(async () => {
  server = await startTestServer();
  member = await quickSignIn(server, await buildUser(server.app.db, { isPremium: true }));
  admin = await quickSignIn(server, await buildUser(server.app.db, { isAdmin: true }));
  watcher = openSocket(member);
  await connected(watcher);
});
afterAll(async () => {
  raw.forEach((socket) => socket.destroy());
  watcher?.close();
  await server.close();
});

const cookieOf = (client: TestClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

async function rawSocket(): Promise<RawSocket> {
  const socket = await openRawSocket(server.baseUrl, { cookie: cookieOf(member) });
  raw.push(socket);
  // Engine.io's open packet first, then join the default namespace as socket.io clients do.
  await eventually(() => socket.received().includes('0{'), 'the open packet');
  socket.send('40');
  await eventually(() => socket.received().includes('40{'), 'the namespace connect');
  return socket;
}

async function healthy(): Promise<void> {
  const response = await server.client().get('/api/health');
  healthFailures += response.status === 200 ? 0 : 1;
}

describe('malformed socket frames and floods', () => {
  it('survive garbage, unknown packet types and client events with payloads', async () => {
    const socket = await rawSocket();
    const junk = ['garbage', '', '\u0000', '\u00ff\u00fe', '4', '42["x"', '7', '9abc', '40/evil,', '42["signal:created",{"id":1,"isPremium":true}]', '42["__proto__",{}]', '43', '45-{"_placeholder":true,"num":9}', '2probe', '6'];
    for (const payload of junk) {
      socket.send(payload);
      frames += 1;
    }
    await healthy();
    expect(healthFailures).toBe(0);
  });

  it('survive binary frames and invalid opcodes', async () => {
    for (const opcode of [2, 3, 7, 0xb]) {
      const socket = await rawSocket();
      socket.send(randomBytes(512), opcode);
      frames += 1;
      await healthy();
    }
    expect(healthFailures).toBe(0);
  });

  it('close a connection that sends a frame over 64 KB', async () => {
    const socket = await rawSocket();
    socket.send(`42["x","${'a'.repeat(70 * 1024)}"]`);
    frames += 1;
    // Waits for the close itself; a connection still open after ten seconds fails here, naming what did not happen.
    await within(socket.closed, 'the server to close the connection that sent a frame over 64 KB');
    console.info(`[hardening] sockets: a frame over 64 KB closed the connection: ${socket.isClosed() ? 'yes' : 'no'}`);
    expect(socket.isClosed()).toBe(true);
    await healthy();
  });

  it('survive a flood of frames and of connections, and keep serving a well-behaved client', { timeout: 120_000 }, async () => {
    const flooder = await rawSocket();
    for (let i = 0; i < 5000; i += 1) {
      flooder.send(`42["spam",${i}]`);
    }
    frames += 5000;
    // A frame sent after the flood that the server answers (a namespace it refuses): frames are read in order, so the
    // answer proves all 5000 before it were read, not dropped on the way.
    flooder.send('40/after-flood,');
    await eventually(() => flooder.received().includes('44/after-flood,'), 'the answer to the frame after the flood', 30_000);
    const connections = await Promise.allSettled(Array.from({ length: 200 }, () => openRawSocket(server.baseUrl, { cookie: cookieOf(member) })));
    for (const result of connections) {
      if (result.status === 'fulfilled') {
        raw.push(result.value);
        result.value.send(`42["spam"]`);
        frames += 1;
      }
    }
    // Every flood connection was made and took its frame.
    expect(connections.filter((result) => result.status === 'fulfilled')).toHaveLength(200);
    await healthy();

    // Polling: garbage posted to a real session id and to made-up ones.
    const handshake = await fetch(`${server.baseUrl}/socket.io/?EIO=4&transport=polling`, { headers: { cookie: cookieOf(member) } });
    const sid = /"sid":"([^"]+)"/.exec(await handshake.text())?.[1] ?? 'none';
    const polls: number[] = [];
    for (const [id, body] of [[sid, 'garbage'], [sid, '4\u001e42["x"'], [sid, `${'4'.repeat(70_000)}`], ['made-up', '40'], ['%00', '40']] as const) {
      const response = await fetch(`${server.baseUrl}/socket.io/?EIO=4&transport=polling&sid=${id}`, { method: 'POST', body, headers: { cookie: cookieOf(member), 'content-type': 'text/plain' } });
      polls.push(response.status);
      frames += 1;
    }
    await healthy();

    // The member's own socket still gets pushes.
    const got = collect(watcher, 'signal:created');
    const created = await admin.post('/api/signals', { pair: 'BTC/USDT', signalType: 'arbitrage', profitPercentage: 1, buyExchange: 'Binance', sellExchange: 'Kraken', buyPrice: 100, sellPrice: 101 });
    expect(created.status).toBe(201);
    await eventually(() => got.length === 1, 'the push after the flood', 10_000);
    console.info(
      `[hardening] sockets: ${frames} hostile frames and ${connections.length} flood connections, polling answers ${[...new Set(polls)].join('/')}, ` +
        `5xx ${polls.filter((s) => s >= 500).length}, crashes ${healthFailures}, well-behaved socket still served: ${watcher.connected ? 'yes' : 'no'}`,
    );
    expect(polls).toHaveLength(5);
    expect(polls.filter((s) => s >= 500)).toEqual([]);
    expect(healthFailures).toBe(0);
    expect(watcher.connected).toBe(true);
  });
});
