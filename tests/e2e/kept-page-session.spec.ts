import { STORAGE_KEYS } from '@signals/protocol';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { newMember, uniqueTag, type Member } from './support/admin';
import { controllingWorker, keptPages, keptPageText, offlineCopies } from './support/serviceWorker';
import { expect, test } from './support/test';
import { adminSession, createSignal, uniquePair } from './support/trader';

// About the service worker: it may register here (the other journeys block it, playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * The service worker keeps a member's last page (and their last reads) so that the next visit opens at once
 * (pwa/keptPages). A copy opens only for the session it was kept for while the server still vouches for that session
 * (pwa/keptSession): once it has ended elsewhere, the next person on this browser gets the sign-in page, and nothing of
 * the member's premium trade reaches their page, painted or carried as the page's data, online or offline.
 */

/** A premium trade no other journey shows: its prices, as the member's list prints them, and its exchange. */
function aTrade() {
  const tag = uniqueTag(4);
  return {
    pair: uniquePair(),
    exchange: `Kept${tag}X`,
    entryPrice: 7.3194,
    takeProfit1: 7.4821,
    takeProfit2: 7.6187,
    stopLoss: 7.1265,
  };
}
type Trade = ReturnType<typeof aTrade>;

/** Every part of the trade that must never reach the next visitor, as text. */
function partsOf(trade: Trade): string[] {
  return [trade.exchange, String(trade.entryPrice), String(trade.takeProfit1), String(trade.takeProfit2), String(trade.stopLoss)];
}

/** A fresh member, made premium, who has a premium trade on their list. */
async function premiumMemberWithTrade(browser: Browser, admin: APIRequestContext): Promise<{ member: Member; trade: Trade }> {
  const member = await newMember(browser, 'keptsess');
  const promoted = await admin.patch(`/api/admin/users/${member.id}`, { data: { username: member.username, email: member.email, isPremium: true, isAdmin: false } });
  expect(promoted.ok(), await promoted.text()).toBe(true);
  const trade = aTrade();
  await createSignal(admin, {
    pair: trade.pair,
    signalType: 'futures',
    profitPercentage: 2.7,
    isPremium: true,
    direction: 'long',
    exchange: trade.exchange,
    leverage: 7,
    contractType: 'perpetual',
    entryPrice: trade.entryPrice,
    takeProfit1: trade.takeProfit1,
    takeProfit2: trade.takeProfit2,
    stopLoss: trade.stopLoss,
  });
  return { member, trade };
}

/** The member opens their signals: the trade is on screen, and the worker keeps the page with it for the next visit. */
async function visitAndKeep(page: Page, trade: Trade): Promise<void> {
  await page.goto('/signals');
  await expect(page.getByRole('region', { name: 'Premium Signals' }).getByText(trade.pair)).toBeVisible();
  await controllingWorker(page);
  await expect.poll(() => keptPages(page)).toEqual(['/signals']);
  await expect.poll(async () => (await keptPageText(page, '/signals')) ?? '').toContain(trade.exchange);
  await expect.poll(() => offlineCopies(page)).toContain('/api/session');
}

/** Opens /signals in a new tab of the member's browser; answers the tab and the HTML its navigation was answered with. */
async function openSignals(member: Member): Promise<{ page: Page; html: string; fromServiceWorker: boolean }> {
  const page = await member.context.newPage();
  const navigation = page.waitForResponse((response) => new URL(response.url()).pathname === '/signals' && response.request().isNavigationRequest());
  await page.goto('/signals');
  const response = await navigation;
  return { page, html: await response.text(), fromServiceWorker: response.fromServiceWorker() };
}

/** The next person on the browser: the sign-in page, and no part of the trade anywhere in the page, its data included. */
async function expectSignInWithoutTheTrade(page: Page, trade: Trade): Promise<void> {
  await expect(page).toHaveURL(/\/auth/);
  await expect(page.getByRole('tab', { name: 'Register' })).toBeVisible();
  await expect(page.locator('#root[data-kept]')).toHaveCount(0);
  const dom = await page.content();
  for (const part of [trade.pair, ...partsOf(trade)]) {
    expect(dom, `the page holds ${part}`).not.toContain(part);
  }
}

const endings = [
  {
    how: 'an admin bans the member',
    end: async (member: Member, admin: APIRequestContext) => {
      expect((await admin.post(`/api/admin/users/${member.id}/ban`)).ok()).toBe(true);
    },
  },
  {
    how: 'the member changes their password on another device',
    end: async (member: Member, _admin: APIRequestContext, browser: Browser) => {
      const phone = await browser.newContext();
      expect((await phone.request.post('/api/login', { data: { username: member.username, password: member.password } })).ok()).toBe(true);
      const changed = await phone.request.post('/api/user/change-password', { data: { currentPassword: member.password, newPassword: 'Moved#Elsewhere2' } });
      expect(changed.ok(), await changed.text()).toBe(true);
      await phone.close();
    },
  },
];

test.describe('a kept page never outlives its session', () => {
  for (const { how, end } of endings) {
    test(`once ${how}, the next visit on this browser opens on the sign-in page with no part of the premium trade, online and offline`, async ({ browser, baseURL }) => {
      // Three browsers, two visits kept and two more opened, offline as well: longer than a one-screen journey.
      test.slow();
      const admin = await adminSession(browser, baseURL);
      const { member, trade } = await premiumMemberWithTrade(browser, admin.request);
      await visitAndKeep(member.page, trade);

      // While the session holds, the next visit opens at once on the kept page, the trade on it.
      const repeat = await openSignals(member);
      expect(repeat.fromServiceWorker).toBe(true);
      expect(repeat.html).toContain('data-kept="true"');
      expect(repeat.html).toContain(trade.exchange);
      await expect(repeat.page.locator('#root')).toHaveAttribute('data-kept', 'true');
      await expect(repeat.page.getByRole('region', { name: 'Premium Signals' }).getByText(trade.pair)).toBeVisible();
      // Nothing of the member's stays open to hear of the end live: the browser learns of it only from what it asks next.
      await member.page.close();
      await repeat.page.close();

      await end(member, admin.request, browser);

      const next = await openSignals(member);
      for (const part of partsOf(trade)) {
        expect(next.html, `the HTML the visit opened with holds ${part}`).not.toContain(part);
      }
      await expectSignInWithoutTheTrade(next.page, trade);
      // Dropped, not merely passed over: nothing kept for the ended session is left to open offline either.
      await expect.poll(() => keptPages(next.page)).toEqual([]);
      await expect.poll(() => offlineCopies(next.page)).toEqual([]);
      await member.context.setOffline(true);
      await next.page.reload();
      await expectSignInWithoutTheTrade(next.page, trade);
      await expect(next.page.getByText('You are offline', { exact: true })).toBeVisible();
      // Back online, the session is asked after again: ended, so the sign-in page stays, no longer saying offline.
      await member.context.setOffline(false);
      await expect(next.page.getByText('You are offline', { exact: true })).toBeHidden();
      await expectSignInWithoutTheTrade(next.page, trade);

      await member.context.close();
      await admin.close();
    });
  }

  test('a member offline with nothing that may open is told so on the sign-in page, and the app opens once the network is back', async ({ browser }) => {
    // A browser of its own, through a sign-in, offline and back: longer than a one-screen journey.
    test.slow();
    // The worker installed by a visit before signing in: nothing of the member's is kept, nothing heard of their session.
    const context = await browser.newContext();
    await context.addInitScript((key) => window.localStorage.setItem(key, 'true'), STORAGE_KEYS.betaSeen);
    const page = await context.newPage();
    await page.goto('/auth');
    await controllingWorker(page);
    const account = { username: `offline_${uniqueTag(6).toLowerCase()}`, password: 'Trader#e2e1' };
    const registered = await context.request.post('/api/register', { data: { ...account, email: `${account.username}@example.com` } });
    expect(registered.ok(), await registered.text()).toBe(true);

    await context.setOffline(true);
    await page.goto('/signals');
    await expect(page).toHaveURL(/\/auth/);
    await expect(page.getByText('You are offline', { exact: true })).toBeVisible();
    await expect(page.getByText('If you were signed in, the app opens by itself once you are back online.', { exact: false })).toBeVisible();

    await context.setOffline(false);
    await expect(page).toHaveURL(/\/signals$/);
    await expect(page.getByRole('heading', { name: 'Trading Signals', level: 1 })).toBeVisible();
    await context.close();
  });
});
