import diagnosticsChannel from 'node:diagnostics_channel';
import { readFile } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Socket } from 'socket.io';
import { ROOMS } from '@signals/protocol';
import { collect, eventually } from '../../test/support/events.js';
import { buildUser } from '../../test/support/factories/users.js';
import { startTestServer, type TestServer } from '../../test/support/testServer.js';
import { connected, openSocket, type TestSocket } from '../../test/support/testSocket.js';
import { FanoutQueue, type FanoutJob } from './fanout.js';
import { FANOUT_CHANNEL, type FanoutRecord } from './fanoutTrace.js';
import { directSink, encodeFrame } from './wire.js';

/**
 * A stand-in socket that records what engine.io would have been asked to send; `costMs` makes each write take that
 * long on the queue's clock, which the FanoutQueue tests fake.
 */
function fakeSocket(log: string[], name: string, costMs = 0): Socket & { connected: boolean } {
  const write = (packet: string) => {
    // A real write costs a few microseconds of syscall.
    vi.advanceTimersByTime(costMs);
    log.push(`${name}:${packet}`);
  };
  return { connected: true, listenersAnyOutgoing: () => [], conn: { write } } as unknown as Socket & { connected: boolean };
}

function job(targets: Socket[], packet: string): FanoutJob {
  return { targets, frame: encodeFrame(packet), encoded: [packet], args: [] };
}

describe('encodeFrame', () => {
  /** Reads a server frame back: FIN and text opcode, then the length in 7, 16 or 64 bits. */
  function decode(frame: Buffer): string {
    expect(frame[0]).toBe(0x81);
    const short = (frame[1] as number) & 0x7f;
    expect((frame[1] as number) & 0x80).toBe(0);
    const [length, offset] = short < 126 ? [short, 2] : short === 126 ? [frame.readUInt16BE(2), 4] : [frame.readUInt32BE(6), 10];
    expect(frame.length).toBe(offset + length);
    return frame.subarray(offset).toString('utf8');
  }

  it.each([0, 1, 124, 125, 126, 65534, 65535, 70_000])('frames a %i-byte packet with the Engine.IO message prefix', (size) => {
    const packet = 'x'.repeat(size);
    expect(decode(encodeFrame(packet))).toBe(`4${packet}`);
  });

  it('counts bytes, not characters, for text outside ASCII', () => {
    const packet = `2["news:changed",${JSON.stringify({ title: 'Évolution du marché — 📈'.repeat(8) })}]`;
    expect(decode(encodeFrame(packet))).toBe(`4${packet}`);
  });
});

describe('FanoutQueue', () => {
  // The clock the queue slices its writing by is faked, not its timers: each write moves it on by what a real one
  // costs, so a fan-out falls into the same slices on any machine, however busy, and still yields to the event loop.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('delivers packets to every socket in emit order, even when a fan-out spans many slices', async () => {
    const log: string[] = [];
    const sockets = Array.from({ length: 10_000 }, (_, n) => fakeSocket(log, `s${n}`, 0.003));
    const queue = new FanoutQueue();
    let yielded = false;
    setImmediate(() => {
      yielded = true;
    });
    queue.enqueue(job(sockets, 'first'));
    queue.enqueue(job(sockets.slice(0, 3), 'second'));
    expect(queue.idle).toBe(false);
    while (!queue.idle) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(yielded).toBe(true);
    expect(log).toHaveLength(10_003);
    for (const name of ['s0', 's1', 's2']) {
      const mine = log.filter((line) => line.startsWith(`${name}:`));
      expect(mine).toEqual([`${name}:first`, `${name}:second`]);
    }
  });

  it('holds the loop for one slice per iteration, also when the emit came from I/O', async () => {
    const log: string[] = [];
    const sockets = Array.from({ length: 10_000 }, (_, n) => fakeSocket(log, `s${n}`, 0.003));
    const queue = new FanoutQueue();
    // An I/O callback, like the HTTP request that publishes: the loop's poll phase, before this iteration's check phase.
    const { afterEmit, atCheck } = await new Promise<{ afterEmit: number; atCheck: number }>((resolve) => {
      readFile(fileURLToPath(import.meta.url), () => {
        queue.enqueue(job(sockets, 'p'));
        const written = log.length;
        setImmediate(() => resolve({ afterEmit: written, atCheck: log.length }));
      });
    });
    expect(afterEmit).toBeGreaterThan(0);
    expect(afterEmit).toBeLessThan(10_000);
    // Nothing more was written in the iteration of the emit: the second slice waits for the next one.
    expect(atCheck).toBe(afterEmit);
    while (!queue.idle) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(log).toHaveLength(10_000);
  });

  it('sends a small fan-out at once, inside the emit', () => {
    const log: string[] = [];
    const queue = new FanoutQueue();
    queue.enqueue(job([fakeSocket(log, 'a'), fakeSocket(log, 'b')], 'now'));
    expect(queue.idle).toBe(true);
    expect(log).toEqual(['a:now', 'b:now']);
  });

  it('skips a socket that disconnected after the emit (recovery replays it instead)', async () => {
    const log: string[] = [];
    const sockets = Array.from({ length: 10_000 }, (_, n) => fakeSocket(log, `s${n}`, 0.003));
    const last = sockets[sockets.length - 1] as Socket & { connected: boolean };
    const queue = new FanoutQueue();
    queue.enqueue(job(sockets, 'p'));
    last.connected = false;
    while (!queue.idle) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(log).toHaveLength(9_999);
    expect(log).not.toContain('s9999:p');
  });
});

// Delivery through a real server on both paths: the fast path (ws internals) and the stock socket.io fallback.
describe.each([['fast'], ['stock']] as const)('on the %s path', (path) => {
  let server: TestServer;
  const open: TestSocket[] = [];

  beforeAll(async () => {
    server = await startTestServer({ REALTIME_FAST_PATH: path === 'fast' ? 'auto' : 'off' });
    expect(server.app.realtime.fastPath).toBe(path === 'fast');
  });
  afterAll(async () => {
    for (const socket of open) {
      socket.close();
    }
    await server.close();
  });

  async function socketOf(transport: 'websocket' | 'polling'): Promise<Socket> {
    const user = await buildUser(server.app.db);
    const client = server.client();
    await client.signIn(user.username, user.password);
    const socket = openSocket(client, { transport });
    open.push(socket);
    await connected(socket);
    const live = [...server.app.realtime.io.sockets.sockets.values()].find((s) => s.data.userId === user.id);
    if (!live) {
      throw new Error('The server has no socket for the user');
    }
    return live;
  }

  it('directSink writes straight to an open websocket', async () => {
    expect(directSink(await socketOf('websocket'))).toBeDefined();
  });

  it('directSink leaves a polling socket to engine.io', async () => {
    expect(directSink(await socketOf('polling'))).toBeUndefined();
  });

  it('a broadcast reaches every socket of a room once, in emit order, over websocket and polling alike', async () => {
    const user = await buildUser(server.app.db);
    const client = server.client();
    await client.signIn(user.username, user.password);
    const members = Array.from({ length: 24 }, (_, n) => openSocket(client, { transport: n % 4 === 0 ? 'polling' : 'websocket' }));
    open.push(...members);
    await Promise.all(members.map((socket) => connected(socket)));
    const received = members.map((socket) => collect(socket, 'signal:deleted'));

    // The sixth closes the run: each socket's packets arrive in order, so a duplicate of the first five would come before it.
    for (let id = 1; id <= 6; id += 1) {
      server.app.realtime.io.to(ROOMS.signedIn).emit('signal:deleted', { id });
    }
    await eventually(() => received.every((list) => list.some((event) => event.id === 6)), 'six broadcasts at every socket');
    for (const list of received) {
      expect(list.map((event) => event.id)).toEqual([1, 2, 3, 4, 5, 6]);
    }
  });

  it('reports what a broadcast cost to a subscriber of the fan-out channel (the benchmark hook), and to no one otherwise', async () => {
    const user = await buildUser(server.app.db);
    const client = server.client();
    await client.signIn(user.username, user.password);
    const members = [openSocket(client), openSocket(client), openSocket(client)];
    open.push(...members);
    await Promise.all(members.map((socket) => connected(socket)));
    const received = members.map((socket) => collect(socket, 'signal:deleted'));
    const records: FanoutRecord[] = [];
    const onRecord = (record: unknown) => records.push(record as FanoutRecord);

    diagnosticsChannel.subscribe(FANOUT_CHANNEL, onRecord);
    try {
      server.app.realtime.io.to(ROOMS.user(user.id)).emit('signal:deleted', { id: 7 });
      await eventually(() => received.every((list) => list.length === 1), 'the broadcast at every socket');
    } finally {
      diagnosticsChannel.unsubscribe(FANOUT_CHANNEL, onRecord);
    }
    server.app.realtime.io.to(ROOMS.user(user.id)).emit('signal:deleted', { id: 8 });
    await eventually(() => received.every((list) => list.length === 2), 'the second broadcast at every socket');

    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ recipients: 3, slices: 1 });
    expect(records[0]?.cpuUs).toBeGreaterThanOrEqual(0);
  });
});
