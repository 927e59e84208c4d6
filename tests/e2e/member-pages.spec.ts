import { PAGE_ADOPTING_ID, SIGNAL_DETAIL_FIELDS, STORAGE_KEYS } from '@signals/protocol';
import type { APIRequestContext } from '@playwright/test';
import { DEMO } from './support/accounts';
import { newMember } from './support/admin';
import { expect, test } from './support/test';

/**
 * A signed-in member's signal list is rendered on the server (packages/server/src/http/memberPages.ts): the member
 * frame, the screen and the first signals, painted from the HTML before any script arrives; the app then draws the
 * same page from the answers the HTML carried and takes its place.
 */

interface ListedSignal {
  id: number;
  pair: string;
  isPremium: boolean;
  locked?: boolean;
  [field: string]: unknown;
}

async function firstPage(request: APIRequestContext, tier: 'premium' | 'free'): Promise<ListedSignal[]> {
  return (await (await request.get(`/api/signals/${tier}?limit=8`)).json()) as ListedSignal[];
}

test.describe('member pages rendered on the server', () => {
  test("a member's signal list paints from its HTML alone: the frame, the heading and the first signals of both sections @mobile", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    expect((await context.request.post('/api/login', { data: DEMO.trader })).ok()).toBe(true);
    const premium = await firstPage(context.request, 'premium');
    const free = await firstPage(context.request, 'free');
    expect(premium.length).toBeGreaterThan(0);
    expect(free.length).toBeGreaterThan(0);

    const page = await context.newPage();
    const response = await page.goto('/signals');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByRole('heading', { name: 'Trading Signals', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).last()).toBeVisible();
    const premiumList = page.getByRole('list', { name: 'Premium Signals' });
    const freeList = page.getByRole('list', { name: 'Free Signals' });
    // The same signals, in the same order, as the API gives this member.
    await expect(premiumList.locator('[data-signal-id]')).toHaveCount(premium.length);
    await expect(freeList.locator('[data-signal-id]')).toHaveCount(free.length);
    expect(await premiumList.locator('[data-signal-id]').evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-signal-id'))))).toEqual(premium.map((signal) => signal.id));
    await expect(premiumList.getByText('Premium details locked').first()).toBeVisible();
    // The member's own menu, named by their initials.
    await expect(page.locator('header [aria-haspopup="menu"]')).toHaveText('TR');
    // Covered until an app adopts it, which a page without JavaScript never has: nothing on it takes a tap.
    await expect(page.locator(`#${PAGE_ADOPTING_ID}`)).toBeAttached();
    expect(await page.evaluate((id) => document.elementFromPoint(200, 300)?.id === id, PAGE_ADOPTING_ID)).toBe(true);
    // Data for the app, never a script to run: the site's policy allows none inline.
    expect(await page.locator('script:not([src]):not([type="application/json"])').count()).toBe(0);
    await context.close();
  });

  test('the app takes the page over without asking again for what the page carried, and the screen works', async ({ page }) => {
    expect((await page.request.post('/api/login', { data: DEMO.trader })).ok()).toBe(true);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) {
        asked.push(new URL(request.url()).pathname + new URL(request.url()).search);
      }
    });
    // The first card as the HTML drew it, kept before any of the app's code runs.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { drawnCard: Element | null }).drawnCard = document.querySelector('#root [data-signal-id]');
      }),
    );
    await page.goto('/signals');
    // The page rendered on the server is covered until the app has adopted it, in place: the same elements, not a copy.
    await expect(page.locator('#root')).toHaveAttribute('data-rendered-for', 'member');
    await expect(page.locator(`#${PAGE_ADOPTING_ID}`)).toHaveCount(0);
    expect(await page.evaluate(() => {
      const drawn = (window as unknown as { drawnCard: Element | null }).drawnCard;
      return drawn !== null && drawn === document.querySelector('#root [data-signal-id]');
    })).toBe(true);
    await expect(page.getByRole('list', { name: 'Premium Signals' }).locator('[data-signal-id]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked.filter((path) => ['/api/session', '/api/settings/public', '/api/notifications/unread-count', '/api/signals/premium?limit=8', '/api/signals/free?limit=8'].includes(path))).toEqual([]);

    await page.getByRole('button', { name: 'Forex', exact: true }).click();
    await expect(page).toHaveURL(/type=forex/);
    await expect(page.getByRole('list', { name: 'Free Signals' }).getByText('Forex').first()).toBeVisible();
    const cards = page.getByRole('list', { name: 'Free Signals' }).locator('[data-signal-id]');
    await cards.first().click();
    await expect(page).toHaveURL(/\/signals\/\d+$/);
  });

  test("a member's page comes in the language saved on their account", async ({ browser }) => {
    const member = await newMember(browser, 'ssr');
    expect((await member.context.request.post('/api/user/language', { data: { language: 'ja' } })).ok()).toBe(true);
    const raw = await (await member.context.request.get('/signals')).text();
    expect(raw).toContain('<html lang="ja"');
    expect(raw).toContain('トレードシグナル');
    await member.page.goto('/signals');
    await expect(member.page.locator(`#${PAGE_ADOPTING_ID}`)).toHaveCount(0);
    await expect(member.page.getByRole('heading', { name: 'トレードシグナル', level: 1 })).toBeVisible();
    await member.context.close();
  });

  test("a premium member's HTML carries the premium detail a free member's never does", async ({ playwright, baseURL }) => {
    const premium = await playwright.request.newContext({ baseURL });
    expect((await premium.post('/api/login', { data: DEMO.premium })).ok()).toBe(true);
    const shown = (await firstPage(premium, 'premium')).flatMap((signal) => SIGNAL_DETAIL_FIELDS.map((field) => signal[field])).filter((value): value is string => typeof value === 'string' && value.length > 3);
    expect(shown.length).toBeGreaterThan(0);
    const html = await (await premium.get('/signals')).text();
    expect(html).toContain('data-rendered-for="member"');
    for (const value of shown) {
      expect(html).toContain(value);
    }
    await premium.dispose();
  });

  test("every member page paints its frame from the HTML: settings whole, a signal's page as skeletons the app fills @mobile", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    expect((await context.request.post('/api/login', { data: DEMO.trader })).ok()).toBe(true);
    const [signal] = await firstPage(context.request, 'free');
    const page = await context.newPage();
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expect(page.getByText('Two-factor authentication')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).last()).toBeVisible();
    // A screen whose data the server does not draw: its frame and its skeletons, sized like what they stand for.
    await page.goto(`/signals/${signal!.id}`);
    await expect(page.getByRole('navigation', { name: 'Main' }).last()).toBeVisible();
    await expect(page.locator('main [aria-hidden="true"]').first()).toBeAttached();
    await expect(page.getByText(signal!.pair)).toHaveCount(0);
    await context.close();

    const live = await browser.newContext({ baseURL });
    await live.addInitScript((key) => window.localStorage.setItem(key, 'true'), STORAGE_KEYS.betaSeen);
    expect((await live.request.post('/api/login', { data: DEMO.trader })).ok()).toBe(true);
    const app = await live.newPage();
    await app.goto(`/signals/${signal!.id}`);
    // Adopted by the app (no longer covered) and filled in by it.
    await expect(app.locator(`#${PAGE_ADOPTING_ID}`)).toHaveCount(0);
    await expect(app.getByRole('heading', { name: signal!.pair, level: 1 })).toBeVisible();
    await live.close();
  });

  test("a member's dates come in their device's time zone: the app keeps it for the server, whose next page it adopts", async ({ browser, baseURL }) => {
    // Fourteen hours ahead of UTC: the calendar day differs from the server's for most of the day.
    const zone = 'Pacific/Kiritimati';
    const context = await browser.newContext({ baseURL, timezoneId: zone });
    await context.addInitScript((key) => window.localStorage.setItem(key, 'true'), STORAGE_KEYS.betaSeen);
    expect((await context.request.post('/api/login', { data: DEMO.premium })).ok()).toBe(true);
    const { user } = (await (await context.request.get('/api/session')).json()) as { user: { subscriptionEndDate: string } };
    const day = (timeZone: string) => new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(user.subscriptionEndDate));
    const page = await context.newPage();
    // The first page comes before the device's zone is known: drawn in the server's, then drawn again by the app.
    await page.goto('/settings/profile');
    await expect(page.getByText(day(zone))).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === 'signals.tz')?.value).toBe(zone);
    // From then on the server writes the member's dates in it, and the app adopts its page as drawn.
    const raw = await (await context.request.get('/settings/profile')).text();
    expect(raw).toContain(`data-time-zone="${zone}"`);
    expect(raw).toContain(day(zone));
    expect(raw).not.toContain(day('UTC') === day(zone) ? '\u0000' : day('UTC'));
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { drawnMain: Element | null }).drawnMain = document.querySelector('#root main');
      }),
    );
    await page.reload();
    await expect(page.getByText(day(zone))).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { drawnMain: Element | null }).drawnMain === document.querySelector('#root main'))).toBe(true);
    await context.close();
  });

  test("a member who chose the light theme gets their pages drawn light, adopted without a switch, and dark again once they switch back", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    await context.addInitScript((keys) => {
      window.localStorage.setItem(keys.betaSeen, 'true');
      if (window.localStorage.getItem(keys.theme) === null) {
        window.localStorage.setItem(keys.theme, 'light');
      }
    }, STORAGE_KEYS);
    expect((await context.request.post('/api/login', { data: DEMO.trader })).ok()).toBe(true);
    const themeCookie = async () => (await context.cookies()).find((cookie) => cookie.name === 'signals.theme')?.value;
    const page = await context.newPage();
    // The first page comes before the device's theme is known: drawn in the default, then shown light by the app.
    await page.goto('/settings');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await themeCookie()).toBe('light');

    // From then on the server draws the member's pages light: the HTML alone paints in the app's colours.
    const raw = await (await context.request.get('/signals')).text();
    expect(raw).toMatch(/<html lang="en" data-theme="light"/);
    expect(raw).toContain('data-theme="light" data-preload=');
    const bare = await browser.newContext({ baseURL, javaScriptEnabled: false });
    await bare.addCookies(await context.cookies());
    const painted = await bare.newPage();
    await painted.goto('/signals');
    await expect(painted.getByRole('heading', { name: 'Trading Signals', level: 1 })).toBeVisible();
    expect(await painted.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(lightBackground);
    await bare.close();

    // The app adopts that page as drawn: the theme on <html> is light from the first paint, never dark meanwhile.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { themesSeen: string[] }).themesSeen = seen;
      new MutationObserver(() => seen.push(document.documentElement.dataset.theme ?? 'dark')).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-theme'] });
      document.addEventListener('DOMContentLoaded', () => {
        seen.push(document.documentElement.dataset.theme ?? 'dark');
        (window as unknown as { drawnMain: Element | null }).drawnMain = document.querySelector('#root main');
      });
    });
    await page.goto('/signals');
    await expect(page.getByRole('heading', { name: 'Trading Signals', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { drawnMain: Element | null }).drawnMain === document.querySelector('#root main'))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { themesSeen: string[] }).themesSeen)).not.toContain('dark');

    // Switching back to dark: the cookie follows, and the next page is drawn dark.
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'light');
    await expect.poll(themeCookie).toBe('dark');
    expect(await (await context.request.get('/signals')).text()).not.toContain('data-theme="light"');
    await context.close();
  });

  test('a visitor, or a session that has ended, gets the app, which sends them to sign in', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    await context.addInitScript((key) => window.localStorage.setItem(key, 'true'), STORAGE_KEYS.betaSeen);
    await context.addCookies([{ name: 'signals.sid', value: 'not-a-session', url: baseURL! }]);
    const raw = await (await context.request.get('/signals')).text();
    expect(raw).not.toContain('data-rendered-for');
    const page = await context.newPage();
    await page.goto('/signals');
    await expect(page).toHaveURL(/\/auth$/);
    await context.close();
  });
});
