import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody, MESSAGES } from '@signals/protocol';
import { englishAnswer } from '../../test/support/inEnglish.js';
import { User } from '../db/models/index.js';
import { uniqueName } from '../../test/support/factories/users.js';
import { startTestServer, type TestServer } from '../../test/support/testServer.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const userCount = () => User.query(server.app.db).resultSize();

describe('every non-2xx answer is JSON { message }', () => {
  it('answers malformed JSON with 400 and a clear message', async () => {
    const response = await server.client().request('POST', '/api/login', { rawBody: '{"username": "ab', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(englishAnswer(MESSAGES.malformedJson));
  });

  it('answers a JSON body that is not an object with 400', async () => {
    for (const rawBody of ['"text"', '42', 'null', '[1,2]']) {
      const response = await server.client().request('POST', '/api/login', { rawBody, headers: { 'content-type': 'application/json' } });
      expect(response.status, rawBody).toBe(400);
      expect((response.body as ErrorBody).message).toBe('The request body must be a JSON object');
    }
  });

  it('refuses __proto__ keys with 400', async () => {
    const rawBody = '{"username":"abc","password":"secret1","__proto__":{"isAdmin":true}}';
    const response = await server.client().request('POST', '/api/login', { rawBody, headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(ErrorBody.parse(response.body).message).toMatch(/__proto__/);
  });

  it('refuses form, multipart and text bodies with 415 and changes nothing', async () => {
    const username = uniqueName();
    const before = await userCount();
    const bodies: Array<[string, string]> = [
      ['application/x-www-form-urlencoded', `username=${username}&email=${username}%40example.com&password=secret1`],
      ['multipart/form-data; boundary=x', `--x\r\nContent-Disposition: form-data; name="username"\r\n\r\n${username}\r\n--x--`],
      ['text/plain', JSON.stringify({ username, email: `${username}@example.com`, password: 'Secret#2026' })],
    ];
    for (const [type, rawBody] of bodies) {
      const response = await server.client().request('POST', '/api/register', { rawBody, headers: { 'content-type': type } });
      expect(response.status, type).toBe(415);
      expect(response.body).toEqual(englishAnswer(MESSAGES.jsonOnly));
    }
    expect(await userCount()).toBe(before);
  });

  it('refuses a write from another site’s page and changes nothing', async () => {
    const username = uniqueName();
    const before = await userCount();
    const body = { username, email: `${username}@example.com`, password: 'Secret#2026' };
    const foreign = await server.client().post('/api/register', body, { headers: { origin: 'https://evil.example' } });
    const lookalike = await server.client().post('/api/register', body, { headers: { origin: `${server.baseUrl}.evil.example` } });
    const nullOrigin = await server.client().post('/api/register', body, { headers: { origin: 'null' } });
    const crossSite = await server.client().post('/api/register', body, { headers: { 'sec-fetch-site': 'cross-site' } });
    for (const response of [foreign, lookalike, nullOrigin, crossSite]) {
      expect(response.status).toBe(403);
      expect(ErrorBody.parse(response.body).message).toMatch(/cross-site/i);
    }
    expect(await userCount()).toBe(before);

    const sameSite = await server.client().post('/api/register', body, { headers: { origin: server.baseUrl } });
    expect(sameSite.status).toBe(201);
  });

  it('answers a body over the limit with 413', async () => {
    const response = await server.client().post('/api/login', { username: 'a'.repeat(100_000), password: 'Secret#2026' });
    expect(response.status).toBe(413);
    expect(response.body).toEqual(englishAnswer(MESSAGES.bodyTooLarge));
  });

  it('refuses compressed bodies with 415', async () => {
    const response = await server.client().request('POST', '/api/login', {
      rawBody: 'not really gzip',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(response.status).toBe(415);
    expect(response.body).toEqual(englishAnswer(MESSAGES.compressedBody));
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await server.client().get('/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.body).toEqual(englishAnswer(MESSAGES.notFound));
  });

  it('answers a known path with the wrong method with a JSON 405', async () => {
    const response = await server.client().delete('/api/login');
    expect(response.status).toBe(405);
    expect(response.body).toEqual({ message: 'Method not allowed', code: 'methodNotAllowed' });
  });

  it('marks API answers as not cacheable', async () => {
    const response = await server.client().get('/api/settings/public');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('never answers 5xx to odd input, and never leaks a stack trace or SQL', async () => {
    const payloads: unknown[] = [
      {},
      { username: null, password: null },
      { username: ['a', 'b'], password: { $gt: '' } },
      { username: "x' OR 1=1 --", password: 'Secret#2026' },
      { username: 'ab', password: 'x'.repeat(10_000) },
      { username: '\u0000\u0000', password: '\ud800\udc00\ud800' },
      { username: 'ab'.repeat(40), email: 'a@b', password: 'Secret#2026' },
      { nested: JSON.parse('['.repeat(500) + ']'.repeat(500)) as unknown },
    ];
    for (const path of ['/api/login', '/api/register']) {
      for (const body of payloads) {
        const response = await server.client().post(path, body);
        expect(response.status, `${path} ${JSON.stringify(body).slice(0, 60)}`).toBeLessThan(500);
        expect(response.text).not.toMatch(/at .+\.(js|ts):\d+|sqlite|select |insert into/i);
      }
    }
  });
});
