import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/testServer.js';

let server: TestServer;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'signals-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>app shell</title><div id="root"></div>');
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c.js'), 'console.log("app")');
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

  it('answers a missing asset with 404, not the app shell', async () => {
    const response = await server.client().get('/assets/missing.js');
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('app shell');
  });

  it('keeps /api paths for the API', async () => {
    const response = await server.client().get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Not found' });
  });
});
