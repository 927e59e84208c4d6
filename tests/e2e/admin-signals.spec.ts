import { expect, test } from './support/test';
import { DEMO } from './support/accounts';
import { adminSession, uniqueTag } from './support/admin';

test.describe('signal management', () => {
  test('a premium signal created in the back office reaches a premium trader without a reload', async ({ page, browser }) => {
    test.setTimeout(60_000);
    const pair = `Z${uniqueTag(4)}/USDT`;
    // The trader's /signals page is open in another browser before the signal exists.
    const trader = await browser.newContext();
    const traderPage = await trader.newPage();
    const login = await trader.request.post('/api/login', { data: { username: DEMO.premium.username, password: DEMO.premium.password } });
    expect(login.ok()).toBe(true);
    await traderPage.goto('/signals');
    await expect(traderPage.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(traderPage.getByText(pair)).toHaveCount(0);
    // The list has loaded (the demo signals show) before the new one is published.
    await expect(traderPage.getByText('BTC/USDT').first()).toBeVisible();

    await adminSession(page);
    await page.goto('/admin/signals');
    await page.getByRole('button', { name: 'Add Signal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Signal' });
    // Only the chosen type's fields are shown.
    await expect(dialog.getByLabel('Buy Exchange *')).toBeVisible();
    await dialog.getByLabel('Signal Type').selectOption('futures');
    await expect(dialog.getByLabel('Buy Exchange *')).toHaveCount(0);
    await dialog.getByLabel('Pair *').fill(pair);
    await dialog.getByLabel('Profit % *').fill('3.25');
    await dialog.getByRole('button', { name: 'Create Signal' }).click();
    await expect(dialog.getByText('Please fill in all required fields for the selected signal type')).toBeVisible();

    await dialog.getByLabel('Exchange *').fill('Bybit');
    await dialog.getByLabel('Leverage *').fill('10');
    await dialog.getByLabel('Entry Price').fill('100');
    await dialog.getByLabel('Stop Loss').fill('95');
    await dialog.getByLabel('Take Profit 1').fill('110');
    await dialog.getByText('Premium signal').click();
    await dialog.getByRole('button', { name: 'Create Signal' }).click();

    await expect(page.getByText('Signal created', { exact: true })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: pair });
    await expect(row).toContainText('3.25%');
    await expect(row).toContainText('Premium');
    await expect(row).toContainText('Bybit · 10x');

    // The server serves it to the premium trader in full.
    const listed = (await (await trader.request.get('/api/signals')).json()) as { pair: string; locked: boolean; leverage?: number }[];
    expect(listed.find((s) => s.pair === pair)).toMatchObject({ locked: false, leverage: 10 });
    // And the open page shows it without a reload.
    await expect(traderPage.getByText(pair).first()).toBeVisible({ timeout: 10_000 });
    await trader.close();
  });

  test('deleting a draft asks first, with a reason, then removes it', async ({ page }) => {
    const pair = `D${uniqueTag(4)}/USDT`;
    await adminSession(page);
    // Saved inactive and never activated: members were never told of it, so it is deleted for good (a published one is voided: record-voiding.spec.ts).
    const created = await page.request.post('/api/signals', {
      data: { pair, signalType: 'arbitrage', profitPercentage: 1.5, isActive: false, buyExchange: 'Binance', sellExchange: 'Kraken', buyPrice: 1, sellPrice: 1.015 },
    });
    expect(created.status(), await created.text()).toBe(201);
    await page.goto('/admin/signals');
    await page.getByRole('searchbox', { name: 'Search signals' }).fill(pair);
    await expect(page.getByText('1 Total', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: `Delete ${pair} signal` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete ${pair}?` });
    await expect(confirm.getByText('Are you sure you want to delete this signal? This action cannot be undone.')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm.getByText('Give the reason for deleting this signal')).toBeVisible();
    await confirm.getByLabel('Reason *').fill('Saved twice by mistake');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Signal deleted', { exact: true })).toBeVisible();
    await expect(page.getByText('No signals found. Create your first signal!')).toBeVisible();
  });

  test('another admin’s new signal appears in the table live', async ({ page, browser }) => {
    const pair = `L${uniqueTag(4)}/USDT`;
    await adminSession(page);
    await page.goto('/admin/signals');
    await expect(page.getByRole('table', { name: 'Trading signals' })).toBeVisible();

    const other = await browser.newContext();
    await other.request.post('/api/login', { data: { username: DEMO.admin.username, password: DEMO.admin.password } });
    const created = await other.request.post('/api/signals', {
      data: { pair, signalType: 'forex', profitPercentage: 2.2, entryPrice: 1.1, takeProfit1: 1.12, stopLoss: 1.09, direction: 'buy' },
    });
    expect(created.status(), await created.text()).toBe(201);
    await expect(page.getByRole('row').filter({ hasText: pair })).toBeVisible();
    await other.close();
  });
});
