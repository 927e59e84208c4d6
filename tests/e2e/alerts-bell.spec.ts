import { expect, test } from './support/test';
import { newMember } from './support/admin';
import { seriousViolations } from './support/axe';
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

  test('a follower hears each step of the trade they opened, live: the target hit and the stop moved, with their prices @mobile', async ({ browser, baseURL }) => {
    const member = await newMember(browser, 'steps');
    const { page } = member;
    const admin = await adminSession(browser, baseURL);
    try {
      const pair = uniquePair();
      const { id } = await createSignal(admin.request, {
        pair,
        signalType: 'futures',
        profitPercentage: 1.2,
        isPremium: false,
        direction: 'long',
        exchange: 'Bybit',
        leverage: 5,
        entryPrice: 2400,
        takeProfit1: 2450,
        stopLoss: 2370,
      });
      // Opening the signal follows it.
      await page.goto(`/signals/${id}`);
      await expect(page.getByText(pair).first()).toBeVisible();
      await expect
        .poll(async () => ((await (await member.context.request.get(`/api/signals/${id}/follow`)).json()) as { following: boolean }).following)
        .toBe(true);
      const ready = liveReady(page);
      await page.goto('/notifications');
      await ready;

      expect((await admin.request.post(`/api/admin/signals/${id}/events`, { data: { kind: 'tp1_hit', price: 2451.5 } })).status()).toBe(201);
      const main = page.getByRole('main');
      await expect(main.getByText(`${pair}: Target 1 hit`)).toBeVisible();
      await expect(main.getByText(`Target 1 hit at 2451.5: the ${pair} signal you follow is still open.`)).toBeVisible();
      expect((await admin.request.post(`/api/admin/signals/${id}/events`, { data: { kind: 'stop_moved', price: 2400 } })).status()).toBe(201);
      await expect(main.getByText(`Stop moved at 2400: the ${pair} signal you follow is still open.`)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await admin.close();
      await member.context.close();
    }
  });
});
