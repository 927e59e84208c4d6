import type { PushMessage } from '@signals/protocol';
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { registerFresh, signOutThroughMenu } from './support/account';
import { controllingWorker, keptPages, keptPageText, offlineCopies } from './support/serviceWorker';
import { expect, test } from './support/test';
import { FULL_CHROMIUM, launchOptions } from './support/browsers';
import { adminSession, createSignal, uniquePair } from './support/trader';

// About the service worker: it may register here (the other journeys block it, playwright.config.ts). In the browser a
// member installs the app from, which shows notifications (support/browsers.ts).
test.use({ serviceWorkers: 'allow', launchOptions: launchOptions(FULL_CHROMIUM) });

/** The page's notifications as the service worker's registration lists them. */
function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const notifications = await registration.getNotifications();
    return notifications.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown }));
  });
}

/** Delivers a push to the page's service worker through the DevTools protocol, as a push service would. */
async function deliverPush(context: BrowserContext, page: Page, message: PushMessage): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const origin = new URL(page.url()).origin;
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted);
      if (ours) {
        resolve(ours.registrationId);
      }
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registrationId, data: JSON.stringify(message) });
  await cdp.detach();
}

/** The app's service worker, as Playwright sees it (Chromium only). */
async function appServiceWorker(context: BrowserContext): Promise<Worker> {
  return context.serviceWorkers().find((worker) => worker.url().endsWith('/sw.js')) ?? context.waitForEvent('serviceworker');
}

test.describe('the installable app', () => {
  test('has a valid manifest with its icons, and the home-screen tags for iOS', async ({ page }) => {
    await page.goto('/auth');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await page.request.get(href ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      display: string;
      start_url: string;
      scope: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Crypto Arbitrage Signals', short_name: 'Signals', display: 'standalone', start_url: '/', scope: '/' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);

    const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute('content', 'yes');
    for (const src of [...manifest.icons.map((icon) => icon.src), appleIcon ?? '']) {
      const icon = await page.request.get(src);
      expect(icon.status(), src).toBe(200);
      expect(icon.headers()['content-type'], src).toBe('image/png');
    }
  });

  test('opens offline from the cache with the last signals loaded, says it is offline, and recovers @mobile', async ({ page, context }) => {
    await registerFresh(page, 'pwa');
    await page.goto('/signals');
    const free = page.getByRole('region', { name: 'Free Signals' });
    const firstSignal = free.getByRole('link').first();
    await expect(firstSignal).toBeVisible();
    expect(await controllingWorker(page)).toMatch(/\/sw\.js$/);
    // This first visit read its session and signals before the worker existed: ready offline once it has kept copies.
    await expect.poll(() => offlineCopies(page)).toEqual(expect.arrayContaining(['/api/session', '/api/signals/free']));

    // The page itself, as the server draws it for this member, kept for the next visit to open on (pwa/keptPages).
    await expect.poll(() => keptPages(page)).toEqual(['/signals']);

    const shownOnline = await free.getByRole('link').count();
    await context.setOffline(true);
    // Offline, the kept page opens with the answers it was drawn from. Journeys running beside this one publish
    // signals, and the worker kept the page a moment after the list was first shown: the page shows the signals of its
    // copy, newest first, as many as online.
    const keptPage = await keptPageText(page, '/signals');
    const kept = await page.evaluate((html) => {
      const answers = new DOMParser().parseFromString(html ?? '', 'text/html').getElementById('page-answers')?.textContent;
      const entry = Object.entries(JSON.parse(answers ?? '{}') as Record<string, unknown>).find(([url]) => new URL(url, window.location.origin).pathname === '/api/signals/free');
      return entry ? (entry[1] as { id: number }[]).map((signal) => `/signals/${signal.id}`) : [];
    }, keptPage);
    expect(kept.length).toBeGreaterThan(0);
    await page.reload();
    const notice = page.getByRole('status').filter({ hasText: 'You are offline — showing the last signals you loaded.' });
    await expect(notice).toBeVisible();
    // Under the header, not over it: the brand, the bell and the menu stay readable (issue 40).
    const header = await page.getByRole('banner').boundingBox();
    const pill = await notice.getByText('You are offline').boundingBox();
    expect(pill!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    await expect(free.getByRole('link').first()).toBeVisible();
    expect(await free.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(kept.slice(0, shownOnline));

    await context.setOffline(false);
    await expect(page.getByText('You are offline — showing the last signals you loaded.')).toBeHidden();
  });

  test("a repeat visit opens at once on the last visit's signals, says so, and catches up once live @mobile", async ({ page, context, browser, baseURL }) => {
    await registerFresh(page, 'repeat');
    await page.goto('/signals');
    const free = page.getByRole('region', { name: 'Free Signals' });
    await expect(free.getByRole('link').first()).toBeVisible();
    await controllingWorker(page);
    await expect.poll(() => offlineCopies(page)).toEqual(expect.arrayContaining(['/api/session', '/api/signals/free']));
    await expect.poll(() => keptPages(page)).toEqual(['/signals']);

    // Published while the member is away: not in the copy their last visit kept.
    const admin = await adminSession(browser, baseURL);
    const pair = uniquePair();
    await createSignal(admin.request, { pair, signalType: 'arbitrage', profitPercentage: 1.2, isPremium: false, buyExchange: 'Binance', sellExchange: 'Kraken', buyPrice: 1.25, sellPrice: 1.265 });
    await admin.close();

    // The live connection held back until the test lets it through (the server's first words kept from the page),
    // the lists' reads counted meanwhile.
    let live = false;
    const held: (() => void)[] = [];
    await context.routeWebSocket(/\/socket\.io\//, (socket) => {
      const server = socket.connectToServer();
      const kept: (string | Buffer)[] = [];
      server.onMessage((message) => (live ? socket.send(message) : kept.push(message)));
      held.push(() => kept.splice(0).forEach((message) => socket.send(message)));
    });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/signals')) {
        asked.push(new URL(request.url()).pathname);
      }
    });
    const reloaded = page.waitForResponse((response) => new URL(response.url()).pathname === '/signals' && response.request().isNavigationRequest());
    await page.reload();
    // The page kept of the last visit, drawn before any script and adopted by the app (no hydration error: support/test).
    expect((await reloaded).fromServiceWorker()).toBe(true);
    await expect(page.locator('#root')).toHaveAttribute('data-kept', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'Showing what you last saw — updating…' })).toBeVisible();
    await expect(free.getByRole('link').first()).toBeVisible();
    await expect(free.getByText(pair)).toHaveCount(0);
    expect(asked).toEqual([]);

    live = true;
    held.forEach((release) => release());
    await expect(free.getByText(pair)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Showing what you last saw — updating…')).toBeHidden();
    expect(asked).toContain('/api/signals/free');
  });

  test("signing out drops the member's kept page: the next visit on this device opens on the sign-in page", async ({ page }) => {
    await registerFresh(page, 'kept');
    await page.goto('/signals');
    await expect(page.getByRole('region', { name: 'Free Signals' }).getByRole('link').first()).toBeVisible();
    await controllingWorker(page);
    await expect.poll(() => keptPages(page)).toEqual(['/signals']);

    await signOutThroughMenu(page);
    await expect.poll(() => keptPages(page)).toEqual([]);
    await page.goto('/signals');
    await expect(page).toHaveURL(/\/auth/);
    // The app shell, not a copy of the member's page.
    await expect(page.locator('#root[data-kept]')).toHaveCount(0);
  });

  test('switching the theme drops the pages kept in the old one and keeps the page on screen in the new one', async ({ page }) => {
    await registerFresh(page, 'kept');
    await page.goto('/signals');
    await controllingWorker(page);
    await expect.poll(() => keptPages(page)).toEqual(['/signals']);
    await page.goto('/settings');
    await expect.poll(async () => (await keptPages(page)).sort()).toEqual(['/settings', '/signals']);
    const keptTheme = () =>
      page.evaluate(async () => {
        const copy = await caches.match(new URL('/settings', window.location.origin).href, { cacheName: 'kept-pages-v1' });
        return copy ? (/<html lang="[^"]*" data-theme="light"/.test(await copy.text()) ? 'light' : 'dark') : null;
      });
    expect(await keptTheme()).toBe('dark');

    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Light theme' }).click();
    // /signals would open dark and turn light: dropped. The page on screen is kept again, drawn light.
    await expect.poll(() => keptPages(page)).toEqual(['/settings']);
    await expect.poll(keptTheme).toBe('light');
  });

  test('shows a pushed signal as a notification, and a click on it opens the signal', async ({ page, context, browser, baseURL }) => {
    await context.grantPermissions(['notifications']);
    const admin = await adminSession(browser, baseURL);
    const pair = uniquePair();
    const { id } = await createSignal(admin.request, {
      pair,
      signalType: 'arbitrage',
      profitPercentage: 1.2,
      isPremium: false,
      buyExchange: 'Binance',
      sellExchange: 'Kraken',
      buyPrice: 1.25,
      sellPrice: 1.265,
    });
    await admin.close();
    await registerFresh(page, 'push');
    await page.goto('/');
    await controllingWorker(page);

    const message = { title: `New signal: ${pair}`, body: 'Arbitrage, 1.2 %', url: `/signals/${id}`, tag: `signal-${id}` };
    await deliverPush(context, page, message);
    // The worker may have been stopped while idle: under the whole suite's load its waking for the push has taken
    // longer than the default wait (CI, once), so it gets the time other live arrivals in the suite get.
    await expect.poll(() => shownNotifications(page), { timeout: 15_000 }).toEqual([{ title: message.title, body: message.body, tag: message.tag, data: { url: message.url } }]);

    // Headless Chromium has no notification to click: the click is dispatched to the service worker as the browser would.
    const worker = await appServiceWorker(context);
    await worker.evaluate(async () => {
      const scope = globalThis as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent(event: Event): boolean;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      };
      const [notification] = await scope.registration.getNotifications();
      if (notification) {
        scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
      }
    });
    await expect(page).toHaveURL(new RegExp(`/signals/${id}$`));
    await expect(page.getByRole('heading', { name: new RegExp(pair.replace('/', '\\/')) })).toBeVisible();
    await expect.poll(() => shownNotifications(page)).toEqual([]);
  });
});
