import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { DEMO } from './support/accounts';
import { signIn } from './support/auth';
import { adminSession } from './support/admin';
import { createSignal, liveReady, uniquePair } from './support/trader';

/** The value the Performance screen shows under a headline figure's label. */
function figure(page: Page, label: string) {
  return page.locator(`[data-figure="${label}"]`);
}

/** The record's closed count as the server states it now. */
async function closedCount(page: Page): Promise<number> {
  const response = await page.request.get('/api/track-record');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { closed: number }).closed;
}

test.describe('signal outcomes and the track record', () => {
  test('an admin records a target hit, then the close: the trader’s list and the Performance screen change live @mobile', async ({ page, browser, baseURL }) => {
    test.setTimeout(90_000);
    const pair = uniquePair();

    // The admin publishes a free futures long: entry 100, targets 110 and 120, stop 95, 10x.
    const admin = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    const adminPage = await admin.newPage();
    await adminSession(adminPage);
    await createSignal(adminPage.request, {
      pair,
      signalType: 'futures',
      profitPercentage: 10,
      direction: 'long',
      exchange: 'Bybit',
      leverage: 10,
      entryPrice: 100,
      takeProfit1: 110,
      takeProfit2: 120,
      stopLoss: 95,
    });

    // The trader watches the signal list in one tab and the Performance screen in another, both live.
    await signIn(page, DEMO.trader.username, DEMO.trader.password);
    const listLive = liveReady(page);
    await page.goto('/signals');
    await listLive;
    const card = page.locator('a[data-signal-id]').filter({ hasText: pair });
    await expect(card).toBeVisible();
    await expect(card.locator('[data-outcome]')).toHaveCount(0);

    const performance = await page.context().newPage();
    const performanceLive = liveReady(performance);
    await performance.goto('/performance');
    await performanceLive;
    await expect(performance.getByRole('heading', { name: 'Performance', level: 1 })).toBeVisible();
    const closedBefore = await closedCount(performance);
    await expect(figure(performance, 'Closed signals')).toHaveText(String(closedBefore));

    // Target 1 hit: the signal stays open, and the record does not move.
    await adminPage.goto('/admin/signals');
    await adminPage.getByRole('button', { name: `Add event to ${pair}` }).click();
    let dialog = adminPage.getByRole('dialog', { name: `Add event: ${pair}` });
    await dialog.getByLabel('Event').selectOption({ label: 'Target 1 hit' });
    await dialog.getByRole('button', { name: 'Add event' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card.locator('[data-outcome]')).toHaveCount(0);

    // The close at 112: +12 % of the entry, won; the preview says so before it is saved.
    await adminPage.getByRole('button', { name: `Add event to ${pair}` }).click();
    dialog = adminPage.getByRole('dialog', { name: `Add event: ${pair}` });
    await dialog.getByLabel('Event').selectOption({ label: 'Closed' });
    await dialog.getByLabel('Exit price *').fill('112');
    await expect(dialog).toContainText('+12.00%');
    await dialog.getByRole('button', { name: 'Record outcome' }).click();
    await expect(dialog).toHaveCount(0);
    const row = adminPage.getByRole('row').filter({ hasText: pair });
    await expect(row).toContainText('Won');

    // Without a reload: the trader's card shows the outcome and result, and the record counts the close.
    await expect(card.locator('[data-outcome="won"]')).toHaveText('Won');
    await expect(card).toContainText('+12.00%');
    // Journeys in other workers close signals too: the screen must count ours and agree with the server, unreloaded.
    await expect(async () => {
      const closedNow = await closedCount(performance);
      expect(closedNow).toBeGreaterThan(closedBefore);
      await expect(figure(performance, 'Closed signals')).toHaveText(String(closedNow), { timeout: 1000 });
    }).toPass({ timeout: 10_000 });

    // The detail tells the signal's life in order, with prices and the result.
    await card.click();
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await expect(timeline.getByRole('listitem')).toHaveCount(3);
    await expect(timeline.getByRole('listitem').nth(0)).toContainText('Published');
    await expect(timeline.locator('[data-kind]')).toHaveText([/Target 1 hit.*Price 110/, /Closed.*Exit 112.*Result \+12\.00%/]);
    await expect(page.getByRole('heading', { name: 'Entry and exit' })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    // The closed signal's detail (timeline and price chart) and the signed-in record, as this viewport shows them.
    expect(await seriousViolations(page)).toEqual([]);
    expect(await seriousViolations(performance)).toEqual([]);
    await admin.close();
  });

  test('a visitor reads the Performance screen signed out, and downloads the signals behind it', async ({ page }) => {
    // The head the screen itself is given: journeys in other workers publish meanwhile, and the log grows with them.
    const headAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/track-record/log/head');
    await page.goto('/performance');
    await expect(page.getByRole('heading', { name: 'Performance', level: 1 })).toBeVisible();
    // The demo data's record: closed signals, some lost, so the win rate is a figure and not a boast of 100 %.
    await expect(figure(page, 'Win rate')).toHaveText(/^\d{1,2}(\.\d+)?%$/);
    // The log the record is committed to (issue 45): its signed head, and each closed signal's entry. The demo signals
    // were published before the log existed: those are marked as logged after their outcome.
    const head = (await (await headAnswer).json()) as { treeSize: number; rootHash: string };
    await expect(page.locator('[data-log="treeSize"]')).toHaveText(head.treeSize.toLocaleString('en-US'));
    await expect(page.getByRole('definition').filter({ hasText: head.rootHash.slice(0, 12) })).toHaveCount(1);
    await expect(page.locator('[data-log-index]').first()).toContainText(/^Log #\d+ committed /);
    await expect(page.locator('[data-backfilled]').first()).toHaveText('logged after the outcome (backfilled)');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: /Download CSV/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('track-record.csv');
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the Performance screen has no serious or critical axe violations (${theme}) @mobile`, async ({ page }) => {
      await page.addInitScript((value) => window.localStorage.setItem('ui-theme', value), theme);
      await page.goto('/performance');
      await expect(page.getByRole('heading', { name: 'Performance', level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
