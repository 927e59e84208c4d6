import { expect, test } from './support/test';
import { newMember } from './support/admin';
import { newAccount } from './support/accounts';
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

test.describe('an important message', () => {
  test('reaches the member’s open app as a banner, live; “Got it” puts it away for good @mobile', async ({ page, browser, baseURL }) => {
    const account = newAccount('important');
    const registered = await page.request.post('/api/register', { data: account });
    expect(registered.status()).toBe(201);
    const { id } = (await registered.json()) as { id: number };
    const live = liveReady(page);
    await page.goto('/signals');
    await expect(page.getByRole('region', { name: 'Free Signals' }).getByRole('link').first()).toBeVisible();
    await live;

    const admin = await adminSession(browser, baseURL);
    const title = `Maintenance tonight ${uniquePair()}`;
    const sent = await admin.request.post('/api/admin/notifications', {
      data: { title, message: 'Signals pause from 02:00 to 02:30 UTC while we move to a new data centre.', type: 'warning', isImportant: true, userIds: [id] },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    await admin.close();

    // Not only a badge: the message itself, above the screen, without a reload.
    const banner = page.getByRole('region', { name: 'Important' });
    await expect(banner).toContainText(title);
    await expect(banner).toContainText('Signals pause from 02:00 to 02:30 UTC');
    expect(await seriousViolations(page)).toEqual([]);
    // It fits the screen: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await banner.getByRole('button', { name: 'Got it' }).click();
    await expect(banner).toHaveCount(0);
    // Read on the server (the banner goes at once, the read follows it): the bell names no important message any more,
    // and the next visit, once its bell has its count (the member has unread ones: the welcome at least), shows no banner.
    await expect.poll(async () => ((await (await page.request.get('/api/notifications/unread-count')).json()) as { important: unknown }).important).toBeNull();
    await page.reload();
    await expect(page.getByRole('link', { name: /^Notifications, \d+ unread$/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Important' })).toHaveCount(0);
  });
});
