import http from 'node:http';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { drainable } from './gracefulClose.js';

/** A server whose answers take `ms`, drained by the code under test. */
async function slowServer(ms: number) {
  const server = http.createServer((_req, res) => setTimeout(() => res.end('answered'), ms));
  const drain = drainable(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, drain, port: (server.address() as net.AddressInfo).port };
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
  return { opened, ended, send: () => socket.write('GET / HTTP/1.1\r\nHost: test\r\n\r\n') };
}

describe('draining the HTTP server at shutdown', () => {
  it('answers a request whose connection was accepted before the drain but whose bytes came after it began', async () => {
    const { drain, port } = await slowServer(20);
    const late = connection(port);
    await late.opened;
    const drained = drain.drain();
    await new Promise((resolve) => setTimeout(resolve, 150));
    late.send();
    const answer = await late.ended;
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(answer).toContain('answered');
    await drained;
  });

  it('lets a request in flight finish, closes an idle keep-alive connection at once, and refuses new ones', async () => {
    const { drain, port } = await slowServer(300);
    const idle = connection(port);
    await idle.opened;
    idle.send();
    const busy = connection(port);
    await busy.opened;
    // The idle one has its answer and stays open (keep-alive); the busy one is still waiting for its own.
    await new Promise((resolve) => setTimeout(resolve, 350));
    busy.send();
    const ends: string[] = [];
    void idle.ended.then(() => ends.push('idle closed'));
    void busy.ended.then(() => ends.push('busy answered'));
    const drained = drain.drain();
    expect(await idle.ended).toContain('answered');
    expect(await busy.ended).toContain('answered');
    // The idle connection did not wait for the request in flight.
    expect(ends).toEqual(['idle closed', 'busy answered']);
    await drained;
    const refused = connection(port);
    expect(await refused.ended).toBe('ECONNREFUSED');
  });
});
