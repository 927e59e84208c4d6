import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { childAdminCookie, CHILD_ADMIN, databaseEnv, freePort, oneShot, startChild, type ChildServer, type Outcome } from '../support/childServer.js';
import { eventually } from '../support/events.js';

/** Requests sent this long before SIGTERM count as in flight (the connection is surely accepted by then). */
const SURELY_ACCEPTED_MS = 250;
const SHUTDOWN_BOUND_MS = 15_000;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'signals-shutdown-'));
const children: ChildServer[] = [];
const sockets: Socket[] = [];

afterAll(() => {
  sockets.forEach((socket) => socket.close());
  children.forEach((child) => child.child.kill('SIGKILL'));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Sent {
  startedAt: number;
  finishedAt: number;
  outcome: Outcome;
}

describe('graceful shutdown', () => {
  it('lets requests in flight finish, closes sockets so clients reconnect, checkpoints and exits 0 within 15 s', { timeout: 180_000 }, async () => {
    const port = await freePort();
    const env = { PORT: String(port), DATA_DIR: dataDir, ...databaseEnv() };
    const first = await startChild(env);
    children.push(first);
    const cookie = await childAdminCookie(first.url);

    // Live clients on both transports, reconnecting as the web app does.
    const reasons: string[] = [];
    const connects = new Map<Socket, number>();
    for (let i = 0; i < 6; i += 1) {
      const socket = connect(first.url, { transports: [i % 2 === 0 ? 'websocket' : 'polling'], extraHeaders: { cookie }, reconnectionDelay: 100, reconnectionDelayMax: 500, forceNew: true });
      socket.on('connect', () => connects.set(socket, (connects.get(socket) ?? 0) + 1));
      socket.on('disconnect', (reason) => reasons.push(reason));
      sockets.push(socket);
    }
    await eventually(() => [...connects.values()].length === sockets.length, 'every socket connected', 30_000);

    // Steady load: reads, signal writes and slow sign-ins (a deliberately slow hash), each on its own connection.
    const sent: Sent[] = [];
    let stop = false;
    const loops = Array.from({ length: 6 }, async (_, i) => {
      let n = 0;
      while (!stop) {
        n += 1;
        const startedAt = Date.now();
        const outcome =
          i % 3 === 0
            ? await oneShot(first.url, 'POST', '/api/login', { body: CHILD_ADMIN })
            : i % 3 === 1
              ? await oneShot(first.url, 'POST', '/api/signals', { cookie, body: { pair: 'BTC/USDT', signalType: 'arbitrage', profitPercentage: 1 + (n % 50) / 10, buyExchange: 'Binance', sellExchange: 'Kraken', buyPrice: 100, sellPrice: 101 + (n % 50) / 10 } })
              : await oneShot(first.url, 'GET', '/api/signals?limit=20', { cookie });
        sent.push({ startedAt, finishedAt: Date.now(), outcome });
        if (outcome.status === null) {
          // Refused: the server is going away; a real client would retry elsewhere.
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    });
    await eventually(() => sent.filter((s) => s.outcome.status !== null && s.outcome.status < 300).length >= 12, 'load running', 30_000);

    // Requests the server is surely in the middle of: headers and half the body now, the rest after SIGTERM.
    let sendRest = () => undefined as void;
    const restSent = new Promise<void>((resolve) => (sendRest = resolve));
    const halfway = Array.from({ length: 3 }, () => slowRequest(first.url, restSent));
    await new Promise((resolve) => setTimeout(resolve, SURELY_ACCEPTED_MS));

    const termAt = Date.now();
    first.child.kill('SIGTERM');
    setTimeout(sendRest, 300);
    const code = await first.exited;
    const tookMs = Date.now() - termAt;
    stop = true;
    await Promise.all(loops);
    for (const outcome of await Promise.all(halfway)) {
      sent.push({ startedAt: termAt - SURELY_ACCEPTED_MS, finishedAt: Date.now(), outcome });
    }

    // Every request sent before SIGTERM (and surely accepted) must be answered; those still running at SIGTERM are the point.
    const beforeTerm = sent.filter((s) => s.startedAt <= termAt - SURELY_ACCEPTED_MS);
    const inFlight = beforeTerm.filter((s) => s.finishedAt >= termAt);
    const failed = beforeTerm.filter((s) => s.outcome.status === null || s.outcome.status >= 500);
    const afterTerm = sent.filter((s) => s.startedAt > termAt);
    const serverErrors = sent.filter((s) => s.outcome.status !== null && s.outcome.status >= 500);
    const wal = path.join(dataDir, 'signals.db-wal');
    const walBytes = fs.existsSync(wal) ? fs.statSync(wal).size : 0;

    // A new process on the same folder and port: the dropped sockets come back by themselves.
    const second = await startChild(env);
    children.push(second);
    await eventually(() => [...connects.values()].every((count) => count >= 2), 'every socket reconnected', 60_000);
    const reconnected = [...connects.values()].filter((count) => count >= 2).length;
    second.child.kill('SIGTERM');
    const secondCode = await second.exited;

    console.info(
      `[hardening] shutdown: ${sent.length} requests under load, ${beforeTerm.length} sent before SIGTERM of which ${inFlight.length} still in flight, failed ${failed.length}, ` +
        `5xx ${serverErrors.length}, refused after SIGTERM ${afterTerm.filter((s) => s.outcome.status === null).length}, ` +
        `exit ${code} after ${tookMs} ms (bound ${SHUTDOWN_BOUND_MS} ms), WAL left ${walBytes} bytes, sockets reconnected ${reconnected}/${sockets.length} (${[...new Set(reasons)].join(', ')})`,
    );
    expect(failed.map((s) => s.outcome)).toEqual([]);
    expect(inFlight.length).toBeGreaterThan(0);
    expect(serverErrors).toEqual([]);
    expect(code).toBe(0);
    expect(tookMs).toBeLessThanOrEqual(SHUTDOWN_BOUND_MS);
    expect(walBytes).toBe(0);
    expect(reasons.filter((reason) => reason === 'io server disconnect')).toEqual([]);
    expect(reconnected).toBe(sockets.length);
    expect(secondCode).toBe(0);
  });
});

/** A sign-in whose body arrives in two halves, the second once `rest` resolves. */
function slowRequest(url: string, rest: Promise<void>): Promise<Outcome> {
  const body = JSON.stringify({ username: CHILD_ADMIN.username, password: 'wrong-password' });
  return new Promise((resolve) => {
    const request = http.request(`${url}/api/login`, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? null, error: null, body: '' }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ status: null, error: error.code ?? error.message, body: '' }));
    request.write(body.slice(0, 10));
    void rest.then(() => request.end(body.slice(10)));
  });
}
