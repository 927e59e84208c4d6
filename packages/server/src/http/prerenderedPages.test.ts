import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LANGUAGE_COOKIE, SESSION_COOKIE } from '@signals/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/support/testServer.js';

// A build as packages/web/build/prerender.ts writes it: the app shell, and the public pages in two languages.
let server: TestServer;
let webDist: string;

function page(language: string, name: string) {
  return `<!doctype html><html lang="${language}"><title>${name} ${language}</title><div id="root" data-prerendered="${language}"><main>${name}</main></div>`;
}

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'signals-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>app shell</title><div id="root"></div>');
  for (const language of ['en', 'ja']) {
    fs.mkdirSync(path.join(webDist, 'prerendered', language), { recursive: true });
    for (const name of ['auth', 'help', 'not-found']) {
      fs.writeFileSync(path.join(webDist, 'prerendered', language, `${name}.html`), page(language, name));
    }
  }
  const index = {
    languages: ['en', 'ja'],
    pages: { '/auth': 'auth', '/help': 'help' },
    signedOutOnly: ['/help'],
    notFound: 'not-found',
    routes: ['/auth', '/help', '/', '/signals', '/signals/:id', '/admin/*'],
  };
  fs.writeFileSync(path.join(webDist, 'prerendered', 'pages.json'), JSON.stringify(index));
  server = await startTestServer({ WEB_DIST: webDist });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('pages rendered at build time', () => {
  it('answers a public page with its HTML in the language the browser asks for, revalidated and varying by it', async () => {
    const japanese = await server.client().get('/auth', { headers: { 'accept-language': 'ja-JP,ja;q=0.9,en;q=0.5' } });
    expect(japanese.status).toBe(200);
    expect(japanese.text).toContain('<main>auth</main>');
    expect(japanese.text).toContain('lang="ja"');
    expect(japanese.headers.get('cache-control')).toBe('no-cache');
    expect(japanese.headers.get('vary')).toContain('Accept-Language');
    const english = await server.client().get('/auth/');
    expect(english.text).toContain('lang="en"');
  });

  it("answers in the language this browser last showed the app in (its cookie) over the browser's own", async () => {
    const chosen = await server.client().get('/auth', { headers: { 'accept-language': 'ja', cookie: `${LANGUAGE_COOKIE}=ja` } });
    expect(chosen.text).toContain('lang="ja"');
    const english = await server.client().get('/auth', { headers: { 'accept-language': 'ja', cookie: `${LANGUAGE_COOKIE}=en` } });
    expect(english.text).toContain('lang="en"');
    expect(english.headers.get('vary')).toContain('Cookie');
    // A cookie the app did not write counts for nothing.
    const unknown = await server.client().get('/auth', { headers: { 'accept-language': 'ja', cookie: `${LANGUAGE_COOKIE}=xx` } });
    expect(unknown.text).toContain('lang="ja"');
  });

  it('answers in English when the browser asks for a language the app does not speak', async () => {
    const answer = await server.client().get('/auth', { headers: { 'accept-language': 'pt-BR' } });
    expect(answer.text).toContain('lang="en"');
  });

  it('sends a page drawn in the signed-out frame only to a browser without a session cookie', async () => {
    const visitor = await server.client().get('/help');
    expect(visitor.text).toContain('<main>help</main>');
    const member = await server.client().get('/help', { headers: { cookie: `${SESSION_COOKIE}=abc` } });
    expect(member.status).toBe(200);
    expect(member.text).toContain('app shell');
  });

  it('leaves an address with a query to the app (another tab than the one drawn at build time)', async () => {
    const answer = await server.client().get('/auth?tab=register');
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('app shell');
  });

  it.each(['/', '/signals', '/signals/42', '/SIGNALS', '/admin', '/admin/anything/deeper'])('leaves the app screen %s to the app shell', async (address) => {
    const answer = await server.client().get(address);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('app shell');
  });

  it.each(['/no/such/page', '/signals/42/more', '/authx'])('answers %s, which no screen shows, with the not-found page and a 404', async (address) => {
    const answer = await server.client().get(address, { headers: { 'accept-language': 'ja' } });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toContain('text/html');
    expect(answer.text).toContain('<main>not-found</main>');
    expect(answer.text).toContain('lang="ja"');
  });
});
