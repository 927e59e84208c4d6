import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { adminSession, newMember, uniqueTag } from './support/admin';

/**
 * Issue 15, item 3: every figure is true. Payments are dollars (never coin
 * counts), the dashboard's month is this month, the premium page's figures
 * are counted by the server, and an arbitrage's profit is its prices' spread.
 * Figures are read from the API and compared with the screen; other journeys
 * write at the same time, so comparisons retry until both agree.
 */

/** The oracle for money on screen: US dollars, two decimals, thousands separated. */
const usd = (value: number) => `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const percent = (value: number | null) => (value === null ? '—' : `${value.toFixed(1)}%`);

interface Stats {
  totalRevenue: number;
  revenueThisMonth: number;
  revenueLast30Days: number;
  payingMembers: number;
  averagePerPayingMember: number | null;
  revenueByMonth: { month: string; revenue: number }[];
}

interface Week {
  count: number;
  premium: number;
  averageTargetProfit: number | null;
  byType: Record<'arbitrage' | 'forex' | 'futures', { count: number; premium: number; averageTargetProfit: number | null }>;
}

async function json<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

test.describe('numbers that are true', () => {
  test('a Bitcoin payment is dollars paid on Bitcoin, in the table, the review dialog and the totals @mobile', async ({ page, browser }) => {
    // A member claims the premium price in Bitcoin (its dollar value, as the payment screen asks).
    const member = await newMember(browser, 'btc');
    const txid = randomBytes(32).toString('hex');
    const claim = await member.context.request.post('/api/payment', { data: { transactionId: txid, amount: 60, paymentMethod: 'bitcoin' } });
    expect(claim.status(), await claim.text()).toBe(201);
    expect(await claim.json()).toMatchObject({ amount: 60, currency: 'USD', paymentMethod: 'bitcoin' });
    await member.context.close();

    await adminSession(page);
    await page.goto('/admin/payments');
    const main = page.getByRole('main');
    await page.getByRole('searchbox', { name: 'Search payments' }).fill(txid);
    await expect(page.getByText('1 Found', { exact: true })).toBeVisible();
    await expect(main.getByText('$60.00', { exact: true })).toBeVisible();
    await expect(main.getByText('BTC on Bitcoin', { exact: true })).toBeVisible();
    await expect(main).not.toContainText(/\d BTC\b/);
    await main.getByRole('button', { name: /View Details/ }).click();
    const dialog = page.getByRole('dialog', { name: /Payment Details/ });
    await expect(dialog.getByText('$60.00', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Bitcoin · Bitcoin')).toBeVisible();
    await page.keyboard.press('Escape');

    // The demo's Bitcoin and Ethereum payments (recorded in coins' names before) are dollars too.
    await page.getByRole('searchbox', { name: 'Search payments' }).fill('pip_hunter');
    await expect(main.getByText('BTC on Bitcoin', { exact: true })).toBeVisible();
    await expect(main.getByText('$60.00', { exact: true })).toBeVisible();
    await expect(main).not.toContainText(/\d BTC\b|\d ETH\b/);

    // Total Revenue adds dollars: the server's sum, printed as money.
    const revenueTile = page.getByRole('group', { name: 'Total Revenue' });
    await expect(async () => {
      const { summary } = await json<{ summary: { revenue: number } }>(page, '/api/admin/payments?pageSize=1');
      await expect(revenueTile).toContainText(usd(summary.revenue), { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
  });

  test("the dashboard's revenue is this month, the last 30 days and the average per paying member, from the server @mobile", async ({ page }) => {
    await adminSession(page);
    await page.goto('/admin');
    const revenue = page.getByRole('region', { name: 'Revenue', exact: true });
    await expect(revenue.getByText('This month (UTC)')).toBeVisible();
    await expect(revenue.getByText('Monthly')).toHaveCount(0);
    await expect(revenue.getByText('Per premium user')).toHaveCount(0);
    await expect(async () => {
      await page.reload();
      const stats = await json<Stats>(page, '/api/admin/stats');
      // The month on the card is the chart's current month, not the all-time total.
      expect(stats.revenueByMonth.at(-1)?.revenue).toBe(stats.revenueThisMonth);
      const row = (label: string) => revenue.locator('div').filter({ has: page.getByText(label, { exact: true }) }).last();
      await expect(revenue.getByText(usd(stats.totalRevenue), { exact: true }).first()).toBeVisible({ timeout: 2000 });
      await expect(revenue).toContainText(`all time, from ${stats.payingMembers} paying member`, { timeout: 1000 });
      await expect(row('This month (UTC)')).toContainText(usd(stats.revenueThisMonth), { timeout: 1000 });
      await expect(row('Last 30 days')).toContainText(usd(stats.revenueLast30Days), { timeout: 1000 });
      await expect(row('Average per paying member')).toContainText(
        stats.averagePerPayingMember === null ? '—' : usd(stats.averagePerPayingMember),
        { timeout: 1000 },
      );
    }).toPass({ timeout: 20_000 });
    await expect(page.getByText('Completed payments over the last 12 months (UTC), in US dollars; USDT counts 1:1.')).toBeVisible();
  });

  test("the premium page's figures are the server's count of the last 7 days, and follow a new signal live @mobile", async ({ page, browser }) => {
    const member = await newMember(browser, 'wk');
    const trader = member.page;
    await trader.setViewportSize(page.viewportSize() ?? { width: 1280, height: 800 });
    await trader.goto('/premium');
    const card = trader.getByRole('region', { name: /The last 7 days/ });
    // Each figure: its label (dt), then its value and what it counts (two spans in the dd).
    const figure = (label: string) => card.locator('dl > div').filter({ has: trader.getByText(label, { exact: true }) });
    const value = (label: string) => figure(label).locator('dd > span').first();
    const detail = (label: string) => figure(label).locator('dd > span').nth(1);
    await expect(figure('Signals published')).toBeVisible();
    const matches = async () => {
      const week = await json<Week>(trader, '/api/signals/week');
      const quick = { timeout: 1000 };
      await expect(value('Signals published')).toHaveText(String(week.count), quick);
      await expect(detail('Signals published')).toHaveText(`${week.premium} premium`, quick);
      await expect(value('Average target')).toHaveText(percent(week.averageTargetProfit), quick);
      for (const [type, label] of [['arbitrage', 'Arbitrage'], ['forex', 'Forex'], ['futures', 'Futures']] as const) {
        const { count, premium, averageTargetProfit } = week.byType[type];
        await expect(value(label)).toHaveText(percent(averageTargetProfit), quick);
        await expect(detail(label)).toHaveText(`${count} signal${count === 1 ? '' : 's'}, ${premium} premium`, quick);
      }
      return week;
    };
    let before: Week | undefined;
    await expect(async () => {
      before = await matches();
    }).toPass({ timeout: 15_000 });

    // The admin publishes a premium futures signal: the open page counts it without a reload.
    await adminSession(page);
    const created = await page.request.post('/api/signals', {
      data: { pair: `W${uniqueTag(4)}/USDT`, signalType: 'futures', profitPercentage: 2.8, isPremium: true, direction: 'long', exchange: 'Bybit', leverage: 5 },
    });
    expect(created.status(), await created.text()).toBe(201);
    await expect.poll(async () => Number(await value('Signals published').textContent())).toBeGreaterThan(before!.count);
    await expect(async () => {
      await matches();
    }).toPass({ timeout: 15_000 });
    await member.context.close();
  });

  test("an arbitrage's profit is the spread of its prices: shown as they are typed, stored, and a contradiction refused @mobile", async ({ page }) => {
    const pair = `A${uniqueTag(4)}/USDT`;
    await adminSession(page);
    await page.goto('/admin/signals');
    await page.getByRole('button', { name: 'Add Signal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Signal' });
    const profit = dialog.getByLabel('Profit % (from the prices)');
    await expect(profit).toHaveText('Enter both prices');
    await dialog.getByLabel('Pair *').fill(pair);
    await dialog.getByLabel('Buy Exchange *').fill('Binance');
    await dialog.getByLabel('Sell Exchange *').fill('Kraken');
    await dialog.getByLabel('Buy Price *').fill('6.512');
    await dialog.getByLabel('Sell Price *').fill('6.665');
    await expect(profit).toHaveText('2.35%');
    await dialog.getByLabel('Sell Price *').fill('6.7');
    await expect(profit).toHaveText('2.89%');
    await dialog.getByLabel('Sell Price *').fill('6.665');
    await expect(profit).toHaveText('2.35%');
    await dialog.getByRole('button', { name: 'Create Signal' }).click();
    await expect(page.getByText('Signal created', { exact: true })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search signals' }).fill(pair);
    await expect(page.getByText('1 Total', { exact: true })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('2.35%');
    const listed = (await json<{ pair: string; profitPercentage: number }[]>(page, '/api/signals')).find((s) => s.pair === pair);
    expect(listed?.profitPercentage).toBe(2.35);

    // A client that states 2.9 % for those prices is told which field is wrong, and nothing is stored.
    const refused = await page.request.post('/api/signals', {
      data: { pair: `B${uniqueTag(4)}/USDT`, signalType: 'arbitrage', profitPercentage: 2.9, buyExchange: 'Binance', sellExchange: 'Kraken', buyPrice: 6.512, sellPrice: 6.665 },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toMatchObject({
      issues: [{ path: 'profitPercentage', message: 'Profit must match the spread of the buy and sell prices (2.35%)' }],
    });
  });
});
