import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { DEMO } from './support/accounts';
import { signIn } from './support/auth';
import { adminSession } from './support/admin';
import { createSignal, liveReady, uniquePair } from './support/trader';

/** The record's counts as the server states them now. */
async function serverRecord(page: Page): Promise<{ voided: number; awaiting: number }> {
  const response = await page.request.get('/api/track-record');
  expect(response.ok()).toBe(true);
  return (await response.json()) as { voided: number; awaiting: number };
}

// Issue 38: the record cannot be cleaned. Deleting a published signal voids it: it leaves the lists, and the
// Performance screen keeps it, counted apart, with the reason the admin gave.
test.describe('voiding a published signal', () => {
  test('the admin deletes a published signal with a reason: the trader’s list drops it, the Performance screen keeps it as voided @mobile', async ({ page, browser, baseURL }) => {
    test.setTimeout(90_000);
    const pair = uniquePair();
    const reason = 'Published with the wrong exchange prices';

    const admin = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    const adminPage = await admin.newPage();
    await adminSession(adminPage);
    const { id } = await createSignal(adminPage.request, {
      pair,
      signalType: 'arbitrage',
      profitPercentage: 1.2,
      buyExchange: 'Kraken',
      sellExchange: 'OKX',
      buyPrice: 3000,
      sellPrice: 3036,
    });

    // The trader watches the signal list in one tab and the Performance screen in another, both live.
    await signIn(page, DEMO.trader.username, DEMO.trader.password);
    const listLive = liveReady(page);
    await page.goto('/signals');
    await listLive;
    const card = page.locator(`a[data-signal-id="${id}"]`).first();
    await expect(card).toBeVisible();

    const performance = await page.context().newPage();
    const performanceLive = liveReady(performance);
    await performance.goto('/performance');
    await performanceLive;
    await expect(performance.getByRole('heading', { name: 'Performance', level: 1 })).toBeVisible();
    await expect(performance.locator('[data-figure="Awaiting an outcome"]')).toHaveText(/^\d+$/);

    // The back office: the dialog says what a delete does to a published signal, and will not go without a reason.
    await adminPage.goto('/admin/signals');
    await adminPage.getByRole('searchbox', { name: 'Search signals' }).fill(pair);
    await expect(adminPage.getByText('1 Total', { exact: true })).toBeVisible();
    await adminPage.getByRole('button', { name: `Delete ${pair} signal` }).click();
    const confirm = adminPage.getByRole('dialog', { name: `Delete ${pair}?` });
    await expect(confirm).toContainText('A signal members have seen is not erased: it is voided.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm.getByText('Give the reason for deleting this signal')).toBeVisible();
    await confirm.getByLabel('Reason *').fill(reason);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(adminPage.getByText('Signal voided', { exact: true })).toBeVisible();
    await expect(confirm).toHaveCount(0);
    await expect(adminPage.getByText('No signals found. Create your first signal!')).toBeVisible();
    // Kept: the back office finds it under its outcome.
    await adminPage.getByLabel('Filter by outcome').selectOption({ label: 'Voided' });
    await expect(adminPage.getByRole('row').filter({ hasText: pair })).toContainText('Voided');

    // Without a reload: gone from the trader's list...
    await expect(card).toHaveCount(0);
    // ...and on the Performance screen, listed as voided with its reason, the figures agreeing with the server.
    const voidedCard = performance.locator(`a[data-signal-id="${id}"]`);
    await expect(voidedCard.locator('[data-outcome="voided"]')).toHaveText('Voided');
    await expect(voidedCard.locator('[data-reason]')).toHaveText(`Reason: ${reason}`);
    await expect(async () => {
      const now = await serverRecord(performance);
      await expect(performance.locator('[data-figure="Awaiting an outcome"]')).toHaveText(String(now.awaiting), { timeout: 1000 });
      await expect(performance.getByText(new RegExp(`\\b${now.voided} voided, counted apart`))).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await expect(performance.getByText('Cancelled and voided signals are counted apart')).toBeVisible();

    // Its detail and timeline say how it ended and why.
    await voidedCard.click();
    await expect(performance.getByRole('heading', { name: pair, level: 1 })).toBeVisible();
    const timeline = performance.getByRole('list', { name: 'Timeline' });
    await expect(timeline.locator('[data-kind="voided"]')).toContainText('Voided');
    await expect(timeline.locator('[data-kind="voided"]')).toContainText(`Reason: ${reason}`);
    await expect(performance.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await seriousViolations(performance)).toEqual([]);
    await admin.close();
  });
});
