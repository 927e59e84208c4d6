import type { APIRequestContext, Page } from '@playwright/test';
import { endpoints, type RouteName } from '@signals/protocol';
import { expect, test } from './support/test';
import { adminContext, registerFresh } from './support/account';
import { ADMIN_PATHS } from './support/admin';
import { seriousViolations } from './support/axe';

/**
 * A member who reads Japanese walks every screen, and so does an admin: no English sentence
 * left on screen (what people wrote, news and tickets, stays as written and is left out of
 * the check), no sideways scroll, axe clean. Tagged @mobile: it runs at 1280 px and at 375 px.
 */

const MEMBER_PATHS = [
  '/',
  '/signals',
  '/news',
  '/airdrops',
  '/premium',
  '/performance',
  '/checkout',
  '/payment',
  '/notifications',
  '/profile',
  '/settings',
  '/settings/profile',
  '/settings/password',
  '/settings/two-factor',
  '/settings/payment',
  '/settings/notifications',
  '/settings/language',
  '/settings/support',
  '/tickets',
  '/help',
  '/privacy',
];

/**
 * What people wrote (news, airdrops, tickets, broadcasts, settings, the reason an admin gave for voiding or
 * cancelling a signal) is shown as written, and what the
 * system wrote for one member is in that member's language (the back office lists other members'
 * notifications): their texts are left out of the check.
 */
const WRITTEN_BY_PEOPLE: RouteName[] = [
  'listNews',
  'listAirdrops',
  'listNotifications',
  'listMyTickets',
  'publicSettings',
  'trackRecord',
  'adminListNews',
  'adminListSignals',
  'adminListAirdrops',
  'adminListNotifications',
  'adminListTickets',
  'adminGetSettings',
  'adminListAudit',
  'adminListUsers',
  'adminListPayments',
];

async function writtenByPeople(request: APIRequestContext, routes: RouteName[]): Promise<string[]> {
  const found = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') {
      if (/\s/.test(value.trim())) {
        found.add(value.trim());
      }
    } else if (Array.isArray(value)) {
      value.forEach(collect);
    } else if (value && typeof value === 'object') {
      Object.values(value).forEach(collect);
    }
  };
  for (const name of routes) {
    // The back office's lists page: ask for the largest page, so whatever a screen shows is in it.
    const query = endpoints[name].path.startsWith('/api/admin/') && name !== 'adminGetSettings' ? '?pageSize=200' : '';
    const response = await request.get(`${endpoints[name].path}${query}`, { headers: { 'Accept-Language': 'ja' } });
    if (response.ok()) {
      collect(await response.json());
    }
  }
  return [...found];
}

/**
 * The English sentences on screen: visible text and the names a screen reader says, each piece
 * with three Latin words or more, two of them among English's commonest words, once what people
 * wrote is taken out.
 */
async function englishOnScreen(page: Page, written: string[]): Promise<string[]> {
  return page.evaluate((writtenTexts) => {
    const COMMON = /^(the|and|your|you|to|of|for|with|is|are|this|that|not|no|in|on|be|can|will|has|have|was|an|or|at|by|from|it|please|all|new|yet|here|there)$/i;
    const pieces: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && parent.checkVisibility() && !parent.closest('script, style, [aria-hidden="true"]')) {
        pieces.push(node.textContent ?? '');
      }
    }
    for (const element of Array.from(document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'))) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value) {
          pieces.push(value);
        }
      }
    }
    const english: string[] = [];
    for (const piece of pieces) {
      // A card shortens what people wrote ("Trade at least $500 of volume…"): its start is theirs too.
      const shortened = piece.trim().replace(/…$/, '').trim();
      if (shortened.length >= 12 && writtenTexts.some((written) => written.includes(shortened))) {
        continue;
      }
      let text = piece;
      for (const written of writtenTexts) {
        text = text.split(written).join(' ');
      }
      // Words of two letters or more: a transaction hash (0x3a2a…) is not a sentence.
      const words = text.match(/[A-Za-z’']{2,}/g) ?? [];
      if (words.length >= 3 && words.filter((word) => COMMON.test(word)).length >= 2) {
        english.push(piece.trim().slice(0, 120));
      }
    }
    return [...new Set(english)];
  }, written);
}

async function walk(page: Page, paths: string[], sources: RouteName[]): Promise<void> {
  // What people wrote, read once and again only when a screen seems to hold English: journeys running beside this one
  // keep writing news, tickets and messages, so a sentence not yet known is looked up before it counts as left over.
  let written = await writtenByPeople(page.request, sources);
  for (const path of paths) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Lists and figures arrive after the frame: wait for the spinners to go.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
      let english = await englishOnScreen(page, written);
      if (english.length > 0) {
        written = await writtenByPeople(page.request, sources);
        english = await englishOnScreen(page, written);
      }
      expect(english, `English left on ${path}`).toEqual([]);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(sideways, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page), `axe on ${path}`).toEqual([]);
    });
  }
}

test.describe('in Japanese', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a member reads every screen in Japanese @mobile', async ({ page }) => {
    await registerFresh(page, 'ja');
    expect((await page.request.post('/api/user/language', { data: { language: 'ja' } })).ok()).toBe(true);
    await walk(page, MEMBER_PATHS, WRITTEN_BY_PEOPLE.filter((name) => endpoints[name].access !== 'admin'));
  });

  test('an admin runs the back office in Japanese @mobile', async ({ page, browser, baseURL }) => {
    const member = await registerFresh(page, 'jaadm');
    const me = (await (await page.request.get('/api/user')).json()) as { id: number };
    const demoAdmin = await adminContext(browser, baseURL);
    const promoted = await demoAdmin.request.patch(`/api/admin/users/${me.id}`, { data: { isAdmin: true } });
    expect(promoted.ok(), await promoted.text()).toBe(true);
    await demoAdmin.close();
    // Promotion ends the member's sessions elsewhere only on a ban or a reset: sign in again to be sure the role is read fresh.
    expect((await page.request.post('/api/login', { data: { username: member.username, password: member.password } })).ok()).toBe(true);
    expect((await page.request.post('/api/user/language', { data: { language: 'ja' } })).ok()).toBe(true);
    await walk(page, ADMIN_PATHS, WRITTEN_BY_PEOPLE);
  });
});
