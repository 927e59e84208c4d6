import type http from 'node:http';

/** How often idle keep-alive connections are closed while requests in flight finish. */
const IDLE_SWEEP_MS = 50;

export interface HttpDrain {
  /**
   * Stops accepting connections and resolves once every request in flight
   * has been answered: new connections are refused at once, keep-alive
   * connections are closed as soon as they fall idle, and every answer sent
   * from now on says `Connection: close` so no client reuses its connection.
   */
  drain(): Promise<void>;
}

/** Watches the HTTP server so it can be drained at shutdown. */
export function drainable(server: http.Server): HttpDrain {
  let draining = false;
  server.prependListener('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    if (draining) {
      res.setHeader('Connection', 'close');
    }
  });
  return {
    drain: () =>
      new Promise<void>((resolve) => {
        draining = true;
        if (!server.listening) {
          resolve();
          return;
        }
        const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
        server.close(() => {
          clearInterval(sweep);
          resolve();
        });
        server.closeIdleConnections();
      }),
  };
}
