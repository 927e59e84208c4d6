import { expect, test } from './support/test';
import { newMember } from './support/admin';
import { adminSession, createSignal, liveReady, uniquePair } from './support/trader';

test.describe('the bell keeps its promises', () => {
  test('a premium signal published by the admin reaches a free member’s open notifications as the teaser, live; deleting it takes it away', async ({ browser, baseURL }) => {
    const member = await newMember(browser, 'bell');
    const { page } = member;
    const admin = await adminSession(browser, baseURL);
    const ready = liveReady(page);
    await page.goto('/notifications');
    await ready;
    const bell = page.getByRole('link', { name: /^Notifications/ });
    const badge = async () => Number((await bell.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1] ?? 0);
    const unreadOnServer = async () => ((await (await member.context.request.get('/api/notifications/unread-count')).json()) as { count: number }).count;
    // Journeys running meanwhile publish signals too, which reach this bell as well: the badge is checked against the
    // server's count (the same, without a reload), not against a number fixed before.
    const badgeAgrees = () => expect.poll(async () => (await badge()) - (await unreadOnServer())).toBe(0);
    const unreadBefore = await badge();

    const pair = uniquePair();
    const signal = await createSignal(admin.request, {
      pair,
      signalType: 'arbitrage',
      profitPercentage: 2.6,
      isPremium: true,
      buyExchange: 'TeaserLeakEx',
      sellExchange: 'Kraken',
      buyPrice: 67000,
      sellPrice: 68742,
    });

    const alert = page.getByRole('main').getByText(`New premium signal: ${pair}, 2.6 %`);
    await expect(alert).toBeVisible();
    await expect(page.getByRole('main').getByText('Upgrade to premium to see the trade.').first()).toBeVisible();
    await expect(page.getByText('TeaserLeakEx')).toHaveCount(0);
    await badgeAgrees();
    expect(await badge()).toBeGreaterThanOrEqual(unreadBefore + 1);

    // The admin removes the alert: it leaves the open list and the badge without a reload.
    const listed = await member.context.request.get('/api/notifications');
    const row = ((await listed.json()) as Array<{ id: number; title: string }>).find((n) => n.title.includes(pair));
    expect(row, 'the alert in the member’s list').toBeTruthy();
    expect((await admin.request.delete(`/api/admin/notifications/${row!.id}`)).ok()).toBe(true);
    await expect(alert).toHaveCount(0);
    await badgeAgrees();
    expect(signal.id).toBeGreaterThan(0);

    await admin.close();
    await member.context.close();
  });
});
