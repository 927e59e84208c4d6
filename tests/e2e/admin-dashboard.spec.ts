import { expect, test } from './support/test';
import { adminSession, fakeTxid, fakeWallet, newMember } from './support/admin';

test.describe('dashboard', () => {
  test('the three cards match the statistics, the charts draw, and the pending count follows new payments', async ({ page, browser }) => {
    await adminSession(page);
    const stats = (await (await page.request.get('/api/admin/stats')).json()) as {
      premiumUsers: number;
      freeUsers: number;
      totalRevenue: number;
    };
    await page.goto('/admin');
    const users = page.getByRole('region', { name: 'Users', exact: true });
    await expect(users.getByText('Premium rate')).toBeVisible();
    // Over members: the admin and banned accounts are neither premium nor free users. Journeys beside this one sign
    // members up, which the open dashboard follows live: the card and the server agree once both have settled.
    await expect(users).toContainText(`${Math.round((stats.premiumUsers / (stats.premiumUsers + stats.freeUsers)) * 100)}%`);
    const shownFree = async () => Number((await users.textContent())?.match(/Free users([\d,]+)/)?.[1]?.replace(/,/g, ''));
    const serverFree = async () => ((await (await page.request.get('/api/admin/stats')).json()) as { freeUsers: number }).freeUsers;
    await expect.poll(async () => (await shownFree()) === (await serverFree())).toBe(true);
    const revenue = page.getByRole('region', { name: 'Revenue', exact: true });
    await expect(revenue.getByText('This month (UTC)')).toBeVisible();
    await expect(revenue.getByText('Last 30 days')).toBeVisible();
    await expect(revenue.getByText('Average per paying member')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Signals', exact: true })).toBeVisible();
    for (const chart of ['Revenue per month', 'New users per day', 'Signals by type and plan']) {
      await expect(page.getByRole('heading', { name: chart })).toBeVisible();
    }
    await expect(page.locator('.recharts-surface').first()).toBeVisible();

    const pending = page.getByRole('link', { name: /Pending payments/ });
    await expect(pending).toContainText(/\d/);
    const before = Number((await pending.textContent())?.match(/Pending payments(\d+)/)?.[1]);
    const member = await newMember(browser, 'dsh');
    await member.context.request.post('/api/payment', { data: { transactionId: fakeTxid(), amount: 60, paymentMethod: 'usdt', fromAddress: fakeWallet() } });
    await expect.poll(async () => Number((await pending.textContent())?.match(/Pending payments(\d+)/)?.[1])).toBeGreaterThan(before);
    await member.context.close();
  });

  test('recharts is fetched on the dashboard only', async ({ page }) => {
    await adminSession(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') {
        scripts.push(request.url());
      }
    });
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
    expect(scripts.some((url) => url.includes('DashboardCharts'))).toBe(false);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Revenue per month' })).toBeVisible();
    expect(scripts.some((url) => url.includes('DashboardCharts'))).toBe(true);
  });
});
