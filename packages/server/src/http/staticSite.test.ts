import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventually } from '../../test/support/events.js';
import { adminCallers } from '../../test/support/signIn.js';
import { startTestServer, type TestServer } from '../../test/support/testServer.js';

const APP_JS = `console.log(${JSON.stringify('app '.repeat(400))})`;
let server: TestServer;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'signals-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>app shell</title><div id="root"></div>');
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c.js'), APP_JS);
  // What the web build's precompress step writes beside each file.
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c.js.br'), zlib.brotliCompressSync(APP_JS));
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c.js.gz'), zlib.gzipSync(APP_JS));
  // What vite-plugin-pwa writes: the service worker and the web app manifest, at fixed addresses.
  fs.writeFileSync(path.join(webDist, 'sw.js'), 'self.addEventListener("push", () => {});');
  fs.writeFileSync(path.join(webDist, 'manifest.webmanifest'), JSON.stringify({ name: 'Crypto Arbitrage Signals', short_name: 'Signals', description: 'Built', start_url: '/' }));
  // Big enough that the answer is still being streamed when the browser leaves.
  fs.writeFileSync(path.join(webDist, 'assets', 'chart-9f8e7d.png'), Buffer.alloc(32 * 1024 * 1024, 1));
  server = await startTestServer({ WEB_DIST: webDist });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('the built web app, served from the API origin', () => {
  it.each(['/', '/signals/3', '/admin/payments', '/settings/two-factor', '/no/such/page'])('answers the client route %s with the app shell', async (route) => {
    const response = await server.client().get(route);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.text).toContain('app shell');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await server.client().get('/assets/app-1a2b3c.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it.each([
    ['/sw.js', 'javascript'],
    ['/manifest.webmanifest', 'application/manifest+json'],
  ])('has browsers revalidate %s on every check, so a deployed build reaches installed apps', async (file, type) => {
    const response = await server.client().get(file);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain(type);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('names the installable app after the site as the back office calls it now', async () => {
    const before = await server.client().get('/manifest.webmanifest');
    expect(JSON.parse(before.text)).toMatchObject({ name: 'Crypto Arbitrage Signals', short_name: 'Signals', start_url: '/' });

    const { adminClient } = await adminCallers(server);
    const renamed = await adminClient.put('/api/admin/settings', {
      settings: [
        { key: 'site_name', value: 'PipWatch' },
        { key: 'site_description', value: 'Forex and futures calls, live.' },
      ],
    });
    expect(renamed.status).toBe(200);
    const after = await server.client().get('/manifest.webmanifest');
    expect(JSON.parse(after.text)).toEqual({ name: 'PipWatch', short_name: 'PipWatch', description: 'Forex and futures calls, live.', start_url: '/' });
    expect(after.headers.get('cache-control')).toBe('no-cache');
  });

  it.each([
    ['br, gzip', 'br', zlib.brotliDecompressSync],
    ['gzip', 'gzip', zlib.gunzipSync],
    ['identity', null, (body: Buffer) => body],
  ] as const)('sends the precompressed copy the browser accepts (Accept-Encoding: %s)', async (accepts, encoding, decode) => {
    const response = await rawGet(`${server.baseUrl}/assets/app-1a2b3c.js`, { 'accept-encoding': accepts });
    expect(response.headers['content-encoding']).toBe(encoding ?? undefined);
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(response.headers['content-type']).toContain('javascript');
    expect(decode(response.body).toString()).toBe(APP_JS);
  });

  it('answers a missing asset with 404, not the app shell', async () => {
    const response = await server.client().get('/assets/missing.js');
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('app shell');
  });

  it('does not report a browser that leaves in the middle of a download as a failure', async () => {
    const printed = vi.spyOn(console, 'error');
    // Koa reports what fails after an answer began as an 'error' on the app, whose listener logs it or leaves it out
    // there and then (with none, Koa prints it): watched, so the test knows when the broken download has been reported.
    const emitted = vi.spyOn(Koa.prototype, 'emit');
    const reported = () =>
      emitted.mock.calls
        .filter(([event, , ctx]) => event === 'error' && (ctx as Koa.Context | undefined)?.path === '/assets/chart-9f8e7d.png')
        .map(([, error]) => (error as NodeJS.ErrnoException).code);
    try {
      await new Promise<void>((resolve, reject) => {
        const request = http.get(`${server.baseUrl}/assets/chart-9f8e7d.png`, (response) => {
          expect(response.statusCode).toBe(200);
          response.once('data', () => {
            // Gone with most of the file unsent, as when a page is closed.
            request.destroy();
            resolve();
          });
        });
        request.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
      });
      // The server notices the closed socket on its next write; and still answers the next request.
      const next = await server.client().get('/assets/app-1a2b3c.js');
      expect(next.status).toBe(200);
      // The last report is the file stream's pipe to the socket ending cut short: nothing of the download is left to
      // report after it.
      await eventually(() => reported().includes('ERR_STREAM_PREMATURE_CLOSE'), 'the end of the broken download reported on the app');
      expect(printed.mock.calls.map((call) => String(call[0]))).toEqual([]);
    } finally {
      emitted.mockRestore();
      printed.mockRestore();
    }
  });

  it('keeps /api paths for the API', async () => {
    const response = await server.client().get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Not found', code: 'notFound' });
  });
});

/** A GET that shows the bytes as sent (fetch would undo the content encoding). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}
