import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer.js';
import { within } from '../support/within.js';

let server: TestServer;
let secure: TestServer;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'signals-headers-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c.js'), 'console.log("app")');
  server = await startTestServer({ WEB_DIST: webDist });
  secure = await startTestServer({ WEB_DIST: webDist, COOKIE_SECURE: 'true' });
});
afterAll(async () => {
  await server.close();
  await secure.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

/** Pages, assets, API answers and error answers of every kind. */
const PROBES: Array<[method: string, path: string, body?: string, type?: string]> = [
  ['GET', '/'],
  ['GET', '/signals/3'],
  ['GET', '/assets/app-1a2b3c.js'],
  ['GET', '/assets/missing.js'],
  ['GET', '/api/health'],
  ['GET', '/api/user'],
  ['GET', '/api/admin/stats'],
  ['GET', '/api/nothing-here'],
  ['DELETE', '/api/login'],
  ['POST', '/api/login', '{"username":', 'application/json'],
  ['POST', '/api/login', 'a=b', 'application/x-www-form-urlencoded'],
];

describe('security headers', () => {
  it('are on every page, asset and API answer, errors included', async () => {
    let missing = 0;
    for (const [method, route, rawBody, type] of PROBES) {
      const response = await server.client().request(method, route, { rawBody, headers: type ? { 'content-type': type } : {} });
      const headers = response.headers;
      const csp = headers.get('content-security-policy') ?? '';
      const checks = [
        /default-src 'self'/.test(csp),
        /script-src 'self'(;|$)/.test(csp),
        /style-src 'self' 'unsafe-inline'/.test(csp),
        /img-src 'self' data: blob: https:(;|$)/.test(csp),
        /frame-src https:\/\/www\.youtube-nocookie\.com https:\/\/player\.vimeo\.com(;|$)/.test(csp),
        new RegExp(`connect-src 'self' ws://${new URL(server.baseUrl).host} wss://`).test(csp),
        /object-src 'none'/.test(csp),
        /base-uri 'self'/.test(csp),
        /form-action 'self'/.test(csp),
        /frame-ancestors 'none'/.test(csp),
        headers.get('x-content-type-options') === 'nosniff',
        headers.get('referrer-policy') === 'strict-origin-when-cross-origin',
        headers.get('x-frame-options') === 'DENY',
        /camera=\(\)/.test(headers.get('permissions-policy') ?? ''),
        /autoplay=\("https:\/\/www\.youtube-nocookie\.com" "https:\/\/player\.vimeo\.com"\)/.test(headers.get('permissions-policy') ?? ''),
        headers.get('strict-transport-security') === null,
      ];
      missing += checks.filter((ok) => !ok).length;
      expect(checks, `${method} ${route} → ${response.status}`).not.toContain(false);
    }
    console.info(`[hardening] headers: ${PROBES.length} answers (pages, assets, API, errors), missing or wrong headers ${missing}`);
  });

  it('send HSTS only when the site is served over HTTPS', async () => {
    const response = await secure.client().get('/api/health');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
  });

  it('never echo a strange Host header into the policy', async () => {
    const response = await server.client().get('/api/health', { headers: { host: "evil.example; script-src 'unsafe-inline'" } });
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).not.toContain('evil');
    expect(csp).toContain("script-src 'self';");
  });
});

describe('connections', () => {
  /** One GET on the agent's pooled connection: the status, the Keep-Alive hint, whether an earlier connection was reused, and the connection. */
  function get(agent: http.Agent, url: string): Promise<{ status: number; keepAlive: string | undefined; reused: boolean; socket: Socket }> {
    return new Promise((resolve, reject) => {
      const request = http.get(url, { agent }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, keepAlive: response.headers['keep-alive'] as string | undefined, reused: request.reusedSocket, socket: request.socket! }));
      });
      request.on('error', reject);
    });
  }

  it('keep an idle connection open past Node’s 5 s default, so a client reusing it is never reset', { timeout: 20_000 }, async () => {
    // A server left at Node's default closes an idle connection after 5 s: when it has closed one that fell idle after
    // ours, ours has been idle longer than that default, without waiting a fixed time.
    const stock = http.createServer((_request, response) => response.end('stock'));
    stock.keepAliveTimeout = 5_000;
    await new Promise<void>((resolve) => stock.listen(0, '127.0.0.1', resolve));
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const stockAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await get(agent, `${server.baseUrl}/api/health`);
      expect(first.status).toBe(200);
      expect(first.keepAlive).toBe('timeout=65');
      let oursClosed = false;
      first.socket.once('close', () => (oursClosed = true));
      const stockIdle = await get(stockAgent, `http://127.0.0.1:${(stock.address() as AddressInfo).port}/`);
      await within(new Promise((resolve) => stockIdle.socket.once('close', resolve)), 'the stock server to close its idle connection');
      expect(oursClosed).toBe(false);
      const second = await get(agent, `${server.baseUrl}/api/health`);
      expect(second).toMatchObject({ status: 200, reused: true });
      expect(second.socket).toBe(first.socket);
    } finally {
      agent.destroy();
      stockAgent.destroy();
      await new Promise((resolve) => stock.close(resolve));
    }
  });
});
