import http from 'node:http';
import net from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { eventually } from '../../test/support/events.js';
import { drainable } from './gracefulClose.js';

/**
 * A server that holds each answer until the test lets it go, drained by the code under test: a request is in flight
 * exactly as long as the test says, however fast or slow this machine is.
 */
async function heldServer() {
  const held: Array<() => void> = [];
  const server = http.createServer((_req, res) => held.push(() => res.end('answered')));
  // Watched, not replaced: the test waits for the drain's sweeps of idle connections to have run.
  const sweeps = vi.spyOn(server, 'closeIdleConnections');
  const drain = drainable(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  /** Resolves with the release of the next request once it has reached the server. */
  const request = async (what: string) => {
    const arrived = held.length + 1;
    await eventually(() => held.length >= arrived, what);
    return held[arrived - 1]!;
  };
  return { server, drain, sweeps, request, port: (server.address() as net.AddressInfo).port };
}

/** A raw connection, opened now, that sends its request when told to; resolves with what came back, or the error. */
function connection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const ended = new Promise<string>((resolve) => {
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    socket.on('close', () => resolve(received));
  });
  const opened = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { opened, ended, received: () => received, send: () => socket.write('GET / HTTP/1.1\r\nHost: test\r\n\r\n') };
}

describe('draining the HTTP server at shutdown', () => {
  it('answers a request whose connection was accepted before the drain but whose bytes came after it began', async () => {
    const { drain, sweeps, request, port } = await heldServer();
    const late = connection(port);
    await late.opened;
    const drained = drain.drain();
    // The drain's first sweep and three on its timer have passed over the silent connection before its bytes come.
    await eventually(() => sweeps.mock.calls.length >= 4, 'four sweeps of idle connections');
    late.send();
    (await request('the late request'))();
    const answer = await late.ended;
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(answer).toContain('answered');
    await drained;
  });

  it('lets a request in flight finish, closes an idle keep-alive connection at once, and refuses new ones', async () => {
    const { drain, request, port } = await heldServer();
    const idle = connection(port);
    await idle.opened;
    idle.send();
    (await request('the first request'))();
    // The idle one has its answer and stays open (keep-alive).
    await eventually(() => idle.received().includes('answered'), 'the first answer');
    const busy = connection(port);
    await busy.opened;
    busy.send();
    // The busy one's request has reached the server, which holds its answer until the test lets it go.
    const answerBusy = await request('the request in flight');
    const ends: string[] = [];
    void idle.ended.then(() => ends.push('idle closed'));
    void busy.ended.then(() => ends.push('busy answered'));
    const drained = drain.drain();
    expect(await idle.ended).toContain('answered');
    // The idle connection did not wait for the request in flight: that one is answered only now.
    expect(ends).toEqual(['idle closed']);
    answerBusy();
    expect(await busy.ended).toContain('answered');
    expect(ends).toEqual(['idle closed', 'busy answered']);
    await drained;
    const refused = connection(port);
    expect(await refused.ended).toBe('ECONNREFUSED');
  });
});
