import net from 'node:net';
import { freePort } from '../support/childServer.js';

/**
 * A stand-in for the load balancer: forwards each TCP connection to the
 * process it currently points at; `failOver` cuts every open connection and
 * holds new ones back until `resume`, as when a process is taken out.
 */
export async function balancer(initial: string): Promise<{ url: string; failOver(to: string): void; resume(): void; close(): void }> {
  let target = new URL(initial);
  let held = false;
  const waiting: net.Socket[] = [];
  const open = new Set<net.Socket>();
  const forward = (client: net.Socket) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const end of [client, upstream]) {
      open.add(end);
      end.on('close', () => open.delete(end));
      end.on('error', () => end.destroy());
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };
  const server = net.createServer((client) => (held ? waiting.push(client) : forward(client)));
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    failOver(to) {
      held = true;
      target = new URL(to);
      open.forEach((end) => end.destroy());
    },
    resume() {
      held = false;
      waiting.splice(0).forEach(forward);
    },
    close() {
      open.forEach((end) => end.destroy());
      server.close();
    },
  };
}
