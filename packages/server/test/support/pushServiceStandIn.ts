import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/** One push the stand-in received. */
export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface PushServiceStandIn {
  /** Its origin, https://127.0.0.1:<port>: what PUSH_ALLOWED_ORIGINS names. */
  origin: string;
  received: ReceivedPush[];
  /** The status to answer per path (201 otherwise), e.g. 410 for a subscription the service dropped. */
  answers: Map<string, number>;
  close(): Promise<void>;
}

/**
 * A push service on 127.0.0.1 over HTTPS with the run's certificate (made in
 * globalSetup.ts and trusted through NODE_EXTRA_CA_CERTS): it keeps what it
 * receives and answers 201, or the status the test set for a path.
 */
export function startPushServiceStandIn(): Promise<PushServiceStandIn> {
  const dir = process.env.SIGNALS_TEST_PUSH_TLS_DIR;
  if (!dir) {
    throw new Error(process.env.SIGNALS_TEST_PUSH_TLS_ERROR ?? 'SIGNALS_TEST_PUSH_TLS_DIR is not set: run the suites through Vitest (test/support/globalSetup.ts makes the certificate)');
  }
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  const server = https.createServer({ key: fs.readFileSync(path.join(dir, 'key.pem')), cert: fs.readFileSync(path.join(dir, 'cert.pem')) }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const pathname = request.url ?? '/';
      received.push({ path: pathname, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(answers.get(pathname) ?? 201).end();
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        origin: `https://127.0.0.1:${port}`,
        received,
        answers,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
