import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/** One request as the API server received it. */
export interface ReceivedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** What the server answers: a status (200 unless said) and a JSON body. */
export interface Answer {
  status?: number;
  body?: unknown;
}

type Handler = (request: ReceivedRequest) => Answer | Promise<Answer>;

/**
 * A real HTTP server standing in for the API in the web's unit tests. The
 * stores call `api/callApi` unchanged; it fetches over a socket (happy-dom's
 * fetch) and reads the answer back, so the request the app builds (method,
 * path, query string, body) and the way it reads statuses and error bodies are
 * what is tested, not a mock of our own modules. Tests set one answer per
 * "METHOD /path" and read `requests` to see what was asked.
 */
export class ApiServer {
  readonly requests: ReceivedRequest[] = [];
  /** "METHOD /path" of each request dropped while offline (goOffline). */
  readonly dropped: string[] = [];
  private readonly handlers = new Map<string, Handler>();
  private offline = false;

  private readonly server: Server = createServer((request, response) => this.handle(request, response));

  /** Starts on a free port and points the window's location at it, so callApi's relative URLs reach it. */
  static async start(): Promise<ApiServer> {
    const api = new ApiServer();
    await api.listen();
    return api;
  }

  /**
   * One server for a test file: listening before its tests, forgetting answers and requests (and, through
   * `resetStores`, the stores' state) before each test, closed after the last.
   */
  static forEachTest(resetStores: () => void): ApiServer {
    const api = new ApiServer();
    beforeAll(() => api.listen());
    afterAll(() => api.close());
    beforeEach(() => {
      api.reset();
      resetStores();
    });
    return api;
  }

  private async listen(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    windowControl().setURL(`http://127.0.0.1:${port}/`);
  }

  private handle(request: IncomingMessage, response: ServerResponse): void {
    if (this.offline) {
      // No answer at all, the connection dropped: what fetch meets with no network.
      this.dropped.push(`${request.method ?? 'GET'} ${new URL(request.url ?? '/', 'http://localhost').pathname}`);
      request.socket.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const text = Buffer.concat(chunks).toString('utf8');
      const received: ReceivedRequest = {
        method: request.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      this.requests.push(received);
      const handler = this.handlers.get(`${received.method} ${received.path}`);
      // No answer set is a test's mistake: a 501 makes it fail loudly rather than look like a 404.
      const answering = handler ? Promise.resolve(handler(received)) : Promise.resolve({ status: 501, body: { message: `No answer for ${received.method} ${received.path}` } });
      void answering.then(({ status = 200, body }) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(body === undefined ? '' : JSON.stringify(body));
      });
    });
  }

  /** Sets the answer to "METHOD /path": fixed, or computed from the request. */
  answer(route: string, answer: Answer | Handler): void {
    this.handlers.set(route, typeof answer === 'function' ? answer : () => answer);
  }

  /** The requests made to one "METHOD /path". */
  requestsTo(route: string): ReceivedRequest[] {
    return this.requests.filter((request) => `${request.method} ${request.path}` === route);
  }

  /** While set, every request fails as it does with no network (fetch rejects); `reset` clears it. */
  goOffline(offline = true): void {
    this.offline = offline;
  }

  /** Forgets answers and recorded requests between tests. */
  reset(): void {
    this.handlers.clear();
    this.requests.length = 0;
    this.dropped.length = 0;
    this.offline = false;
  }

  close(): Promise<void> {
    return new Promise((resolve, reject) => this.server.close((error) => (error ? reject(error) : resolve())));
  }
}

/** A promise a test resolves when it chooses: holds an answer back to test what arrives meanwhile. */
export function gate<T>(): { promise: Promise<T>; open: (value: T) => void } {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

/** happy-dom's control of the test window (not part of the DOM typings). */
function windowControl(): { setURL: (url: string) => void } {
  const control = (window as unknown as { happyDOM?: { setURL: (url: string) => void } }).happyDOM;
  if (!control) {
    throw new Error('The web tests need the happy-dom environment (vitest.config.ts, project "web").');
  }
  return control;
}
