import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { motionSettled } from './support/motion';
import { DEMO, newAccount } from './support/accounts';
import { adminSession as adminPageSession, newMember } from './support/admin';
import { form, signIn } from './support/auth';
import { axeBuilder } from './support/axe';
import { adminSession, createSignal, uniquePair } from './support/trader';

/** WCAG 2.5.5: the smallest box a finger hits reliably. */
const TAP = 44;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'the element is on screen').not.toBeNull();
  return box!;
}

/** Asserts a control is at least 44 × 44 px as laid out, and notes its size in the report. */
async function expectTapTarget(locator: Locator, what: string): Promise<void> {
  await expect(locator).toBeVisible();
  const { width, height } = await boxOf(locator);
  test.info().annotations.push({ type: 'tap target', description: `${what}: ${Math.round(width)} x ${Math.round(height)} px` });
  expect(width, `${what} is ${TAP} px wide or more`).toBeGreaterThanOrEqual(TAP);
  expect(height, `${what} is ${TAP} px tall or more`).toBeGreaterThanOrEqual(TAP);
}

const beta = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Beta version notice' });

/**
 * Whether the BETA label sits over any card or heading of the page: at each
 * scroll position, against every card and heading not behind the header.
 */
async function betaOverContent(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const label = document.querySelector('header button[aria-label="Beta version notice"]');
    const header = document.querySelector('header');
    if (!label || !header) {
      return ['no BETA label in the header'];
    }
    const found: string[] = [];
    const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
    for (const y of [0, 300, 600, 900, 1200, maxScroll]) {
      window.scrollTo(0, Math.min(y, maxScroll));
      const pill = label.getBoundingClientRect();
      const top = header.getBoundingClientRect().bottom;
      // Nothing is painted over the label: the element at its centre is the label itself.
      const atCentre = document.elementFromPoint(pill.left + pill.width / 2, pill.top + pill.height / 2);
      if (!atCentre || !label.contains(atCentre)) {
        found.push(`at ${y}: something is drawn over the label`);
      }
      for (const element of Array.from(document.querySelectorAll('main h1, main h2, main h3, main article, main [data-signal-id], main section'))) {
        const box = element.getBoundingClientRect();
        // What scrolled behind the sticky header is hidden by it, not under the label.
        const visibleTop = Math.max(box.top, top);
        if (box.bottom <= visibleTop || box.width === 0) {
          continue;
        }
        if (pill.left < box.right && box.left < pill.right && pill.top < box.bottom && visibleTop < pill.bottom) {
          found.push(`at ${y}: ${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}"`);
        }
      }
    }
    window.scrollTo(0, 0);
    return found;
  });
}

test.describe('the small screen', () => {
  test('the BETA label lives in the header and never sits over a card or a heading @mobile', async ({ page }) => {
    await signIn(page, DEMO.premium.username, DEMO.premium.password);
    for (const [path, heading] of [
      ['/', 'Latest Signals'],
      ['/signals', 'Premium Signals'],
      ['/premium', 'SMS Alerts'],
      ['/news', 'Latest News'],
    ] as const) {
      await page.goto(path);
      const named = page.getByRole('heading', { name: heading }).first();
      await expect(named).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(beta(page)).toBeVisible();
      expect(await betaOverContent(page), path).toEqual([]);
      // The headings the floating pill used to cover, brought to the bottom of the screen where it sat.
      await named.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().bottom - window.innerHeight + 24));
      expect(intersects(await boxOf(beta(page)), await boxOf(named)), `${heading} is clear of the label`).toBe(false);
    }

    // The label still opens the beta notice.
    await beta(page).click();
    const notice = page.getByRole('dialog', { name: 'Beta Version Notice' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'I Understand' }).click();
    await expect(notice).toBeHidden();
  });

  test("a premium member's card shows the whole trade, and the Premium section has no Premium pill @mobile", async ({ page, browser, baseURL }) => {
    const admin = await adminSession(browser, baseURL);
    const pair = uniquePair();
    // Long exchange names: the trade line is wider than a 375 px card has room for beside its badges.
    const { id } = await createSignal(admin.request, {
      pair,
      signalType: 'arbitrage',
      profitPercentage: 2.4,
      isPremium: true,
      buyExchange: 'Crypto.com Exchange',
      sellExchange: 'Bitfinex Pro Markets',
      buyPrice: 1.2345,
      sellPrice: 1.2646,
    });
    await signIn(page, DEMO.premium.username, DEMO.premium.password);
    await page.goto('/signals');
    const card = page.getByRole('region', { name: 'Premium Signals' }).getByRole('link', { name: new RegExp(pair.replace('/', '\\/')) });
    const trade = card.getByText('Crypto.com Exchange → Bitfinex Pro Markets', { exact: true });
    await expect(trade).toBeVisible();
    // Not cut: no text in the card overflows its box (an ellipsis would), and the trade line lies inside the card.
    const clipped = await card.evaluate((element) =>
      [element, ...Array.from(element.querySelectorAll('*'))]
        // Text kept for screen readers only (a 1 px box) is not cut for anyone who sees the card.
        .filter((node) => node instanceof HTMLElement && node.clientWidth > 1 && node.scrollWidth > node.clientWidth + 1 && getComputedStyle(node).overflow !== 'visible')
        .map((node) => (node.textContent ?? '').trim()),
    );
    expect(clipped).toEqual([]);
    const cardBox = await boxOf(card);
    const tradeBox = await boxOf(trade);
    expect(tradeBox.x + tradeBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    // Every card of the section is premium: the pill would say nothing there.
    await expect(card.getByText('Premium', { exact: true })).toHaveCount(0);
    await expect(card.getByText('Active', { exact: true })).toBeVisible();

    expect((await admin.request.delete(`/api/signals/${id}`, { data: { reason: 'Test signal of the small-screen journey' } })).ok()).toBe(true);
    await admin.close();
  });

  test('reading, joining and unlocking controls are at least 44 x 44 px @mobile', async ({ page }) => {
    await signIn(page, DEMO.trader.username, DEMO.trader.password);
    await expectTapTarget(page.getByRole('link', { name: /^View all signals/ }), 'View all signals');

    await page.goto('/news');
    await expectTapTarget(page.getByRole('button', { name: 'Read more' }).first(), 'Read more');
    await expectTapTarget(page.getByRole('link', { name: /Full story/ }).first(), 'Full story');

    await page.goto('/airdrops');
    await expectTapTarget(page.getByRole('button', { name: 'More', exact: true }).first(), 'airdrop More');
    await expectTapTarget(page.getByRole('link', { name: /website \(opens in a new tab\)/ }).first(), 'airdrop Website');

    // A locked premium signal: one way forward, to the page that explains the plan and leads to payment.
    await page.goto('/signals');
    await page.getByRole('region', { name: 'Premium Signals' }).getByRole('link').first().click();
    await expect(page.getByText('This is a Premium signal')).toBeVisible();
    const unlock = page.getByRole('link', { name: 'Unlock Premium Signal' });
    await expectTapTarget(unlock, 'Unlock Premium Signal');
    await expect(unlock).toHaveAttribute('href', '/premium');
    await expect(page.getByRole('main').locator('a[href^="/payment"], a[href^="/premium"]')).toHaveCount(1);

    await page.goto('/profile');
    await expectTapTarget(page.getByRole('link', { name: 'Upgrade to Premium' }), 'Upgrade to Premium (profile)');
  });

  test('a toast covers neither Register button when a sign-up fails @mobile', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    await form(page).getByLabel('Username').fill(DEMO.trader.username);
    await form(page).getByLabel('Email').fill(newAccount().email);
    await form(page).getByLabel('Password').fill('Secret#2026');
    const submit = page.getByRole('button', { name: 'Register', exact: true });
    await submit.click();

    const toast = page.getByRole('region', { name: /^Messages/ }).getByRole('alert').filter({ hasText: 'Registration failed' });
    await expect(toast).toBeVisible();
    // Once its entrance has settled.
    await motionSettled(toast);
    const toastBox = await boxOf(toast);
    expect(intersects(toastBox, await boxOf(submit)), 'the toast is clear of the Register button').toBe(false);
    expect(intersects(toastBox, await boxOf(page.getByRole('tab', { name: 'Register' }))), 'the toast is clear of the Register tab').toBe(false);
    // Still usable: the member fixes the name and registers.
    const account = newAccount('tst');
    await form(page).getByLabel('Username').fill(account.username);
    await submit.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a toast in the back office covers none of the users table's controls", async ({ page, browser }) => {
    const member = await newMember(browser, 'tst');
    await adminPageSession(page);
    await page.goto('/admin/users');
    const table = page.getByRole('table', { name: 'Users' });
    await expect(table).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    // The full first page (newest first, the new member on top): rows reach the bottom of the screen, where a toast lands.
    const row = table.getByRole('row').filter({ hasText: member.email });
    await expect(row).toHaveCount(1);

    await row.getByRole('button', { name: `Ban ${member.username}` }).click();
    await page.getByRole('dialog', { name: `Ban ${member.username}?` }).getByRole('button', { name: 'Ban User' }).click();
    const toast = page.getByRole('region', { name: /^Messages/ }).getByRole('status').filter({ hasText: 'User banned' });
    await expect(toast).toBeVisible();
    await motionSettled(toast);
    const toastBox = await boxOf(toast);
    const controls = page.getByRole('main').locator('button:visible, a:visible, select:visible, input:visible');
    const covered: string[] = [];
    for (const control of await controls.all()) {
      const box = await control.boundingBox();
      if (box && intersects(toastBox, box)) {
        covered.push((await control.getAttribute('aria-label')) ?? (await control.innerText()));
      }
    }
    expect(covered).toEqual([]);
    await member.context.close();
  });

  test('no page scrolls sideways at 320 px: a notification quoting a whole transaction hash wraps', async ({ browser, baseURL }) => {
    const member = await newMember(browser, 'narrow');
    const admin = await adminSession(browser, baseURL);
    try {
      const hash = `0x${'9f'.repeat(32)}`;
      const sent = await admin.request.post('/api/admin/notifications', {
        data: { title: 'About your transfer', message: `We found your transfer ${hash} and credited it.`, type: 'info', userIds: [member.id], sendInApp: true },
      });
      expect(sent.status()).toBe(201);
      await member.page.setViewportSize({ width: 320, height: 700 });
      await member.page.goto('/notifications');
      await expect(member.page.getByText(hash, { exact: false })).toBeVisible();
      expect(await member.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    } finally {
      await admin.close();
      await member.context.close();
    }
  });

  test('the account menu is named for what it shows and leads to the settings hub @mobile', async ({ page }) => {
    await signIn(page, DEMO.trader.username, DEMO.trader.password);
    const menu = page.getByRole('button', { name: `${DEMO.trader.username}, account menu` });
    await expect(menu).toBeVisible();
    // Its visible text (the initials) is part of its name (WCAG 2.5.3), as axe's rule checks on every signed-in page.
    const shown = (await menu.innerText()).trim().toLowerCase();
    expect(shown).not.toBe('');
    expect(`${DEMO.trader.username}, account menu`).toContain(shown);
    const { passes, violations } = await axeBuilder(page).include('header').analyze();
    expect(violations.filter((v) => v.id === 'label-content-name-mismatch')).toEqual([]);
    expect(passes.find((p) => p.id === 'label-content-name-mismatch')?.nodes.length ?? 0).toBeGreaterThan(0);

    await menu.click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });
});
