import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SESSION_COOKIE, SESSION_ENDS_IN_HEADER, SESSION_TAG_HEADER } from '@signals/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignal } from '../../test/support/factories/signals.js';
import { buildUser } from '../../test/support/factories/users.js';
import { startTestServer, type TestServer } from '../../test/support/testServer.js';

/**
 * The server's side of the member pages: which navigations are rendered, with what, and what anyone else gets. The
 * web's server build (packages/web/src/ssr/renderPage.tsx, exercised by the end-to-end suite) is stood in for by a
 * module with its interface that asks the server for what the signal list shows and writes the answers out.
 */
const RENDERER = `
export async function renderMemberPage(url, language, answer) {
  const session = await answer('session', {});
  if (!session.user) return null;
  if (url === '/signals' && process.env.SIGNALS_TEST_RENDER_FAILS === '1') throw new Error('a render that fails');
  const premium = await answer('listPremiumSignals', { query: { limit: '8' } });
  const answers = { '/api/session': session, '/api/signals/premium?limit=8': premium };
  return { html: '<main>' + session.user.username + ' ' + language + ' ' + url + '</main>', styles: '', title: 'Signals', theme: 'dark', answers };
}
export function pageHtml(template, page, marks) {
  return template.replace('<div id="root"></div>', '<div id="root" data-rendered-for="member" data-preload="' + marks.preload + '">' + page.html + '</div><script type="application/json" id="page-answers">' + JSON.stringify(marks.answers) + '</script>');
}
`;

let server: TestServer;
let webDist: string;

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signals-member-pages-'));
  webDist = path.join(dir, 'dist');
  fs.mkdirSync(path.join(webDist, 'prerendered'), { recursive: true });
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>app shell</title><div id="root"></div>');
  const index = { languages: ['en', 'ja'], pages: {}, notFound: 'not-found', routes: ['/signals', '/signals/:id', '/news'], memberPages: { '/signals': { en: '/assets/a.js', ja: '/assets/a.js /assets/ja.js' }, '/signals/:id': { en: '/assets/detail.js', ja: '/assets/detail.js' } }, serverBuild: '../dist-ssr/renderPage.js' };
  fs.writeFileSync(path.join(webDist, 'prerendered', 'pages.json'), JSON.stringify(index));
  fs.mkdirSync(`${webDist}-ssr`);
  fs.writeFileSync(path.join(`${webDist}-ssr`, 'renderPage.js'), RENDERER);
  server = await startTestServer({ WEB_DIST: webDist });
});
afterAll(async () => {
  await server.close();
  delete process.env.SIGNALS_TEST_RENDER_FAILS;
  fs.rmSync(path.dirname(webDist), { recursive: true, force: true });
});

async function member(isPremium: boolean) {
  const user = await buildUser(server.app.db, { isPremium });
  const client = server.client();
  await client.signIn(user.username, user.password);
  return client;
}

/** The answers a rendered page carries. */
function carried(html: string): Record<string, unknown> {
  const block = /<script type="application\/json" id="page-answers">(.*?)<\/script>/s.exec(html);
  expect(block, 'the page carries its answers').not.toBeNull();
  return JSON.parse(block![1]!) as Record<string, unknown>;
}

describe('member pages', () => {
  it("renders a signed-in member's signal list from the API's own answers for them, kept by no cache", async () => {
    const signal = await buildSignal(server.app.db, { isPremium: true, profitPercentage: 2.4, buyPrice: 101.37, buyExchange: 'Kraken', sellExchange: 'OKX' });
    const free = await member(false);
    const page = await free.get('/signals');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('vary')).toContain('Cookie');
    // Compressed, as the build's own files are, in what the browser accepts.
    expect(page.headers.get('content-encoding')).toBe('gzip');
    const brotli = await free.get('/signals', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    const plain = await free.get('/signals', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    for (const other of [brotli, plain]) {
      expect(other.text).toBe(page.text);
    }
    expect(page.text).toContain('data-preload="/assets/a.js"');
    const answers = carried(page.text);
    const premiumList = answers['/api/signals/premium?limit=8'] as Array<Record<string, unknown>>;
    // As GET /api/signals/premium answers this member: the signal locked, its detail absent.
    expect(premiumList).toEqual((await free.get('/api/signals/premium?limit=8')).body);
    const shown = premiumList.find((each) => each.id === signal.id);
    expect(shown).toMatchObject({ locked: true });
    expect(shown).not.toHaveProperty('buyPrice');
    expect(page.text).not.toContain('101.37');

    const premium = await member(true);
    const unlocked = carried((await premium.get('/signals')).text)['/api/signals/premium?limit=8'] as Array<Record<string, unknown>>;
    expect(unlocked.find((each) => each.id === signal.id)).toMatchObject({ locked: false, buyPrice: 101.37, buyExchange: 'Kraken' });
  });

  it("draws the page in the member's saved language", async () => {
    const client = await member(false);
    expect((await client.post('/api/user/language', { language: 'ja' })).status).toBe(200);
    const page = await client.get('/signals');
    expect(page.text).toMatch(/<main>\S+ ja \/signals<\/main>/);
    expect(page.text).toContain('data-preload="/assets/a.js /assets/ja.js"');
  });

  it('renders an address that matches a page pattern, with that pattern\'s preloads', async () => {
    const client = await member(false);
    const page = await client.get('/signals/42');
    expect(page.text).toMatch(/<main>\S+ en \/signals\/42<\/main>/);
    expect(page.text).toContain('data-preload="/assets/detail.js"');
    // One segment only, as the app's router matches it: no page is rendered for an address the app has no screen for.
    expect((await client.get('/signals/42/more')).text).not.toContain('data-rendered-for');
  });

  it('says which session the page was drawn for, as the API does, and nothing on the app shell', async () => {
    const client = await member(true);
    const page = await client.get('/signals');
    expect(page.text).toContain('data-rendered-for="member"');
    const tag = page.headers.get(SESSION_TAG_HEADER);
    expect(tag).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await client.get('/api/session')).headers.get(SESSION_TAG_HEADER)).toBe(tag);
    expect(Number(page.headers.get(SESSION_ENDS_IN_HEADER))).toBeGreaterThan(0);
    // Another session of the same member: another tag.
    const again = await member(false);
    expect((await again.get('/signals')).headers.get(SESSION_TAG_HEADER)).not.toBe(tag);
    // Signed out: the shell, unstamped.
    await client.post('/api/logout');
    const shell = await client.get('/signals');
    expect(shell.text).toContain('<title>app shell</title>');
    expect(shell.headers.get(SESSION_TAG_HEADER)).toBeNull();
  });

  it('sends the app shell to a visitor, a session that has ended, an address with a query, and a page not rendered on request', async () => {
    const visitor = await server.client().get('/signals');
    expect(visitor.text).toContain('<title>app shell</title>');
    const ended = await server.client().get('/signals', { headers: { cookie: `${SESSION_COOKIE}=gone` } });
    expect(ended.status).toBe(200);
    expect(ended.text).toContain('<title>app shell</title>');
    const client = await member(false);
    expect((await client.get('/signals?type=forex')).text).toContain('<title>app shell</title>');
    expect((await client.get('/news')).text).toContain('<title>app shell</title>');
  });

  it('sends the app shell, not an error, when the page cannot be rendered', async () => {
    const client = await member(false);
    process.env.SIGNALS_TEST_RENDER_FAILS = '1';
    try {
      const page = await client.get('/signals');
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.text).toContain('<title>app shell</title>');
    } finally {
      delete process.env.SIGNALS_TEST_RENDER_FAILS;
    }
  });
});
