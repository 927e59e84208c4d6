import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A JSON-RPC pass-through in front of a chain's RPC endpoint that counts the
 * answers it hands back, so a test can act at a point of a chain watcher's
 * work (right after its n-th answer) instead of after a time, which a busy
 * machine stretches and a quiet one shrinks.
 */
export interface RpcTap {
  /** Where the watcher is pointed instead of the chain. */
  url: string;
  /** Answers handed back so far. */
  answered(): number;
  /** Resolves once `count` answers have been handed back; fails naming what it waited for after `timeoutMs`. */
  untilAnswered(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function rpcTap(target: string): Promise<RpcTap> {
  let answered = 0;
  const waiting: Array<{ count: number; resolve: () => void }> = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      fetch(target, { method: 'POST', headers: { 'content-type': request.headers['content-type'] ?? 'application/json' }, body: Buffer.concat(chunks) })
        .then(async (upstream) => {
          const body = Buffer.from(await upstream.arrayBuffer());
          response.on('finish', () => {
            answered += 1;
            for (const waiter of waiting.filter((entry) => entry.count <= answered)) {
              waiting.splice(waiting.indexOf(waiter), 1);
              waiter.resolve();
            }
          });
          response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
          response.end(body);
        })
        // The chain went away (the test is ending): the watcher sees a failed call, as with a real RPC.
        .catch(() => response.destroy());
    });
    // A watcher killed mid-request leaves its connection half-open: nothing to answer.
    request.on('error', () => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    answered: () => answered,
    untilAnswered: (count, timeoutMs = 30_000) =>
      new Promise<void>((resolve, reject) => {
        if (answered >= count) {
          resolve();
          return;
        }
        const timer = setTimeout(() => reject(new Error(`Timed out waiting for the chain watcher's RPC answer number ${count} (${answered} so far)`)), timeoutMs);
        waiting.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
