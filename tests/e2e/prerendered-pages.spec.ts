import { SIGNAL_DETAIL_FIELDS } from '@signals/protocol';
import type { Page } from '@playwright/test';
import { DEMO } from './support/accounts';
import { form } from './support/auth';
import { expect, test } from './support/test';

/**
 * The public pages come as HTML rendered at build time (packages/web/build/prerender.ts): they paint before any
 * script arrives, in the visitor's language, and the app adopts them (hydration) instead of drawing them again.
 * Every journey fails on a hydration error (support/test.ts); these check the pages themselves.
 */

/**
 * What #root shows, element by element: tag, classes (styled-components' names), attributes and own text. React's
 * generated ids (useId: `_R_5a_` from the server, `_r_1_` in the browser) are made neutral, as is how the markup was
 * written (attribute order, the comments React leaves between text and around boundaries).
 */
function drawn(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('#root *')).map((element) => {
      const attributes = Array.from(element.attributes)
        .filter((attribute) => attribute.name !== 'selected')
        .map((attribute) => `${attribute.name}=${attribute.value.replace(/_[Rr]_[0-9a-z]+_/g, '_id_')}`)
        .sort();
      const text = Array.from(element.childNodes).filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent).join('').replace(/\s+/g, ' ');
      return `${element.tagName} ${attributes.join(' ')} ${text}`;
    }),
  );
}

/** Waits until the app runs the page: its submit button is enabled once the page is adopted. */
async function appReady(page: Page, submit: string): Promise<void> {
  await expect(page.getByRole('button', { name: submit, exact: true })).toBeEnabled();
  await page.waitForLoadState('networkidle');
}

test.describe('pages rendered at build time', () => {
  test('the sign-in page paints from its HTML alone, in the language the browser asks for, and cannot be sent without the app @mobile', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'ja-JP', extraHTTPHeaders: { 'Accept-Language': 'ja-JP,ja;q=0.9' } });
    const page = await context.newPage();
    const response = await page.goto('/auth');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('heading', { name: 'おかえりなさい' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'ログイン' })).toBeVisible();
    await expect(page.getByLabel('ユーザー名')).toBeVisible();
    // Sent before the app arrives, the browser would put the password in the address.
    await expect(page.getByRole('button', { name: 'ログイン', exact: true })).toBeDisabled();
    await expect(page).toHaveTitle(/ログイン/);
    // The site's policy allows no inline script: the HTML carries none.
    expect(await page.locator('script:not([src])').count()).toBe(0);
    await context.close();
  });

  test('the app adopts the sign-in page as it was painted: the same elements, drawn as it draws them itself @mobile', async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { painted: Element | null }).painted = document.querySelector('#root h1');
      });
    });
    await page.goto('/auth');
    await appReady(page, 'Login');
    // The heading painted from the HTML is the one on screen: adopted, not replaced.
    expect(await page.evaluate(() => (window as unknown as { painted: Element | null }).painted?.isConnected)).toBe(true);
    const adopted = await drawn(page);
    expect(adopted.length).toBeGreaterThan(50);

    // The app drawing the same screen itself (an address with a query is not prerendered): the same markup, classes
    // included, so nothing the HTML painted differs from what the app means.
    await page.goto('/auth?tab=login');
    await appReady(page, 'Login');
    expect(await page.evaluate(() => document.querySelector('#root')?.hasAttribute('data-prerendered'))).toBe(false);
    expect(await drawn(page)).toEqual(adopted);
  });

  test('a visitor signs in on the adopted page, and the Register tab opens once the app runs', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    await expect(form(page).getByLabel('Email')).toBeVisible();
    await page.getByRole('tab', { name: 'Login' }).click();
    await form(page).getByLabel('Username').fill(DEMO.trader.username);
    await form(page).getByLabel('Password').fill(DEMO.trader.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).not.toHaveURL(/\/auth/);
  });

  test('a language a visitor chose on this device comes back in the HTML of the next page, before any script runs', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: 'ja-JP', extraHTTPHeaders: { 'Accept-Language': 'ja' } });
    const page = await context.newPage();
    await page.goto('/auth');
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'ja');
    await page.getByRole('combobox', { name: '言語' }).selectOption('fr');
    await expect(page.getByRole('tab', { name: 'Connexion' })).toBeVisible();
    const raw = await (await context.request.get('/help')).text();
    expect(raw).toContain('<html lang="fr"');
    await page.goto('/help');
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'fr');
    await context.close();
  });

  test('the back office sign-in is adopted in Japanese', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: 'ja-JP', extraHTTPHeaders: { 'Accept-Language': 'ja' } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/admin-auth');
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'ja');
    await form(page).getByLabel('ユーザー名').fill(DEMO.admin.username);
    await form(page).getByLabel('パスワード').fill(DEMO.admin.password);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a visitor opens the track record, help and privacy pages from their HTML in the public frame, and signs in from there @mobile', async ({ page }) => {
    for (const [address, heading] of [
      ['/performance', 'Performance'],
      ['/help', 'Help Center'],
      ['/privacy', 'Privacy Policy'],
    ] as const) {
      await page.goto(address);
      await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'en');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('a member opening the help page gets it in the member frame, drawn by the app', async ({ page }) => {
    expect((await page.request.post('/api/login', { data: DEMO.trader })).ok()).toBe(true);
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
    expect(await page.evaluate(() => document.querySelector('#root')?.hasAttribute('data-prerendered'))).toBe(false);
    await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
  });

  test('an address no screen shows answers 404 with the not-found page, and its way home works @mobile', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: /home/i }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("a free member's /signals HTML carries no premium signal's detail, byte for byte", async ({ playwright, baseURL }) => {
    // The signals the free member's page shows locked, as a premium member sees them.
    const premium = await playwright.request.newContext({ baseURL });
    expect((await premium.post('/api/login', { data: DEMO.premium })).ok()).toBe(true);
    const unlocked = (await (await premium.get('/api/signals/premium?limit=8')).json()) as Record<string, unknown>[];
    await premium.dispose();
    expect(unlocked.length).toBeGreaterThan(0);

    const trader = await playwright.request.newContext({ baseURL });
    expect((await trader.post('/api/login', { data: DEMO.trader })).ok()).toBe(true);
    const html = await (await trader.get('/signals')).text();
    await trader.dispose();
    // The page the server rendered for this member, premium section included, not an empty shell.
    expect(html).toContain('data-rendered-for="member"');
    expect(html).toContain('Premium details locked');

    // The answers the page carries for the app: the premium signals locked, with no detail field at all.
    const carried = /<script type="application\/json" id="page-answers">(.*?)<\/script>/s.exec(html);
    expect(carried).not.toBeNull();
    const answers = JSON.parse(carried![1]!) as Record<string, Record<string, unknown>[]>;
    // (A closed premium signal may be revealed to everyone, by the disclosure setting: the open ones stay locked.)
    const lockedIds = new Set(answers['/api/signals/premium?limit=8']!.filter((signal) => signal.locked === true).map((signal) => signal.id));
    expect(lockedIds.size).toBeGreaterThan(0);
    for (const signal of answers['/api/signals/premium?limit=8']!.filter((each) => lockedIds.has(each.id))) {
      expect(SIGNAL_DETAIL_FIELDS.filter((field) => signal[field] !== undefined && signal[field] !== null)).toEqual([]);
    }
    // And what is drawn: each locked card names no price, exchange or direction of its signal.
    const drawn = html.replace(carried![0], '');
    for (const signal of unlocked.filter((each) => lockedIds.has(each.id))) {
      const card = new RegExp(`data-signal-id="${String(signal.id)}"[^>]*>(.*?)</a>`, 's').exec(drawn);
      expect(card, `the card of signal ${String(signal.id)}`).not.toBeNull();
      const text = card![1]!.replace(/<[^>]*>/g, ' ');
      expect(text).toContain('Premium details locked');
      for (const value of SIGNAL_DETAIL_FIELDS.map((field) => signal[field])) {
        if ((typeof value === 'number' && !Number.isInteger(value)) || (typeof value === 'string' && value.length > 2)) {
          expect(text).not.toContain(String(value));
        }
      }
    }
  });
});
