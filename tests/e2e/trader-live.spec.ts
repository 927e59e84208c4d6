import type { Locator } from '@playwright/test';
import { defaultNotificationPreferences } from '@signals/protocol';
import { expect, test } from './support/test';
import { newAccount } from './support/accounts';
import { watchConsole } from './support/auth';
import { adminSession, createSignal, liveReady, registerInUi, uniquePair } from './support/trader';

async function listedIds(list: Locator): Promise<(string | null)[]> {
  return list.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('data-signal-id')));
}

/**
 * Whether the signal `id` is listed above every signal the list held before it was published. Journeys running
 * meanwhile may publish a signal of their own just after it, or void one that was listed (even the one on top), so
 * the check is against those of `before` still listed, not against one of them.
 */
async function isAboveAll(list: Locator, id: number, before: (string | null)[]): Promise<boolean> {
  const ids = await listedIds(list);
  const published = ids.indexOf(String(id));
  const stillListed = before.map((other) => ids.indexOf(other)).filter((index) => index >= 0);
  return published >= 0 && stillListed.length > 0 && stillListed.every((index) => published < index);
}

test.describe('live updates', () => {
  test('a signal published by an admin appears on top of the open list, then changes and leaves with the admin @mobile', async ({ page, browser, baseURL }) => {
    const errors = watchConsole(page);
    await registerInUi(page, newAccount('live'));
    const live = liveReady(page);
    await page.goto('/signals');
    await live;
    const free = page.getByRole('region', { name: 'Free Signals' });
    await expect(free.getByRole('link').first()).toBeVisible();
    const before = await listedIds(free);

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
      // A 1.2 % spread: an arbitrage's profit is what its prices give.
      sellPrice: 1.265,
    });

    const row = free.getByRole('link', { name: new RegExp(pair.replace('/', '\\/')) });
    await expect(row).toBeVisible();
    await expect(row).toHaveAttribute('data-fresh', 'true');
    await expect.poll(() => isAboveAll(free, id, before)).toBe(true);
    await expect(row).toHaveCount(1);

    // An edit changes the row in place.
    const edit = await admin.request.put(`/api/signals/${id}`, {
      data: { pair, signalType: 'arbitrage', profitPercentage: 1.4, isPremium: false, buyExchange: 'Bybit', sellExchange: 'Kraken', buyPrice: 1.25, sellPrice: 1.2675 },
    });
    expect(edit.ok()).toBe(true);
    await expect(row).toContainText('Bybit → Kraken');
    await expect(row).toContainText('1.4%');
    await expect(row).toHaveCount(1);

    // A deletion removes it (a published signal is voided: kept in the record, gone from the list).
    expect((await admin.request.delete(`/api/signals/${id}`, { data: { reason: 'Posted to the wrong market' } })).ok()).toBe(true);
    await expect(row).toHaveCount(0);
    await admin.close();
    expect(errors).toEqual([]);
  });

  test('a signal published while the page is still connecting arrives once it connects, without reading the list again', async ({ page, browser, baseURL }) => {
    await registerInUi(page, newAccount('catchup'));
    // The page's socket is held until the admin has published: the signal goes out before this page listens.
    let opened!: () => void;
    const socketOpened = new Promise<void>((resolve) => (opened = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.routeWebSocket(/\/socket\.io\//, async (socket) => {
      opened();
      await released;
      socket.connectToServer();
    });
    const listReads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/signals') {
        listReads.push(request.url());
      }
    });
    await page.goto('/signals');
    const free = page.getByRole('region', { name: 'Free Signals' });
    await expect(free.getByRole('link').first()).toBeVisible();
    const before = await listedIds(free);
    await socketOpened;

    const admin = await adminSession(browser, baseURL);
    const pair = uniquePair();
    const { id } = await createSignal(admin.request, { pair, signalType: 'arbitrage', profitPercentage: 1.2, isPremium: false, buyExchange: 'Binance', sellExchange: 'Kraken', buyPrice: 1.25, sellPrice: 1.265 });
    const readsBefore = listReads.length;
    release();

    const row = free.getByRole('link', { name: new RegExp(pair.replace('/', '\\/')) });
    await expect(row).toBeVisible();
    await expect.poll(() => isAboveAll(free, id, before)).toBe(true);
    await expect(row).toHaveCount(1);
    // Sent again by the server on connecting, not found by reading the list again.
    expect(listReads.length).toBe(readsBefore);
    await admin.close();
  });

  test('a premium signal reaches a free member live, locked', async ({ page, browser, baseURL }) => {
    await registerInUi(page, newAccount('livelock'));
    const live = liveReady(page);
    await page.goto('/signals');
    await live;
    const premium = page.getByRole('region', { name: 'Premium Signals' });
    await expect(premium.getByRole('link').first()).toBeVisible();

    const admin = await adminSession(browser, baseURL);
    const pair = uniquePair();
    await createSignal(admin.request, {
      pair,
      signalType: 'futures',
      profitPercentage: 2.6,
      isPremium: true,
      direction: 'long',
      exchange: 'Bitget',
      leverage: 12,
      contractType: 'perpetual',
      entryPrice: 4.2,
      takeProfit1: 4.4,
      stopLoss: 4.1,
    });
    await admin.close();

    await expect(premium.getByRole('link').first()).toContainText(pair);
    await expect(premium.getByRole('link').first()).toContainText('Premium details locked');
    expect(await page.content()).not.toContain('Bitget');
  });

  test('the bell counts a new notification live, and reading it brings the count down', async ({ page, browser, baseURL }) => {
    const account = newAccount('bell');
    await registerInUi(page, account);
    // Journeys running meanwhile publish signals and articles, which reach every member's bell who keeps them in the
    // app: this member keeps only account updates there, so the count moves with this test's notification alone.
    const preferences = defaultNotificationPreferences(false);
    for (const category of ['newSignals', 'highProfitSignals', 'premiumContent'] as const) {
      preferences[category].app = false;
    }
    expect((await page.request.put('/api/user/notification-preferences', { data: preferences })).ok()).toBe(true);
    const live = liveReady(page);
    await page.goto('/notifications');
    await live;
    const bell = page.getByRole('link', { name: /^Notifications/ });
    const before = Number((await bell.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1] ?? 0);

    const admin = await adminSession(browser, baseURL);
    const me = (await (await page.request.get('/api/user')).json()) as { id: number };
    const sent = await admin.request.post('/api/admin/notifications', {
      data: { title: 'Completed: your e2e check', message: 'This notification was sent to you alone by the test.', type: 'success', userIds: [me.id] },
    });
    expect(sent.status()).toBe(201);
    await admin.close();

    await expect(bell).toHaveAttribute('aria-label', `Notifications, ${before + 1} unread`);
    const item = page.getByRole('button', { name: /Completed: your e2e check/ });
    await expect(item).toHaveAttribute('data-unread', 'true');
    await item.click();
    await expect(item).not.toHaveAttribute('data-unread', 'true');
    await expect(bell).toHaveAttribute('aria-label', before === 0 ? 'Notifications' : `Notifications, ${before} unread`);

    // Mark All Read clears the rest and is then disabled.
    const markAll = page.getByRole('button', { name: 'Mark All Read' });
    if (before > 0) {
      await markAll.click();
    }
    await expect(bell).toHaveAttribute('aria-label', 'Notifications');
    await expect(markAll).toBeDisabled();
    await expect(page.locator('[data-unread]')).toHaveCount(0);
  });

  test('the theme chosen on home is kept across a reload', async ({ page }) => {
    await registerInUi(page, newAccount('theme'));
    const toggle = page.getByRole('button', { name: /Switch to (light|dark) theme/ });
    await expect(toggle).toHaveAccessibleName('Switch to light theme');
    await toggle.click();
    await expect(page.locator('html')).toHaveCSS('color-scheme', 'light');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
    await expect(page.locator('html')).toHaveCSS('color-scheme', 'light');
    expect(await page.evaluate(() => window.localStorage.getItem('ui-theme'))).toBe('light');
  });
});
