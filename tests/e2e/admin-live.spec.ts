import type { Browser } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO } from './support/accounts';
import { adminSession, newMember, uniqueTag } from './support/admin';
import { liveReady } from './support/trader';

/** A second admin at another desk: signed in through the API in a browser context of its own. */
async function otherAdmin(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const response = await context.request.post('/api/login', { data: DEMO.admin });
  expect(response.ok()).toBe(true);
  return context;
}

test.describe("another admin's actions, live", () => {
  test('a sign-up, a ban and a premium grant by another admin show up in the open users table without a reload', async ({ page, browser, baseURL }) => {
    await adminSession(page);
    const ready = liveReady(page);
    await page.goto('/admin/users');
    await ready;
    await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();

    // Newest first on page one: each newcomer lands above those who came before
    // (other tests sign people up at the same time, so "above", not "first").
    const earlier = await newMember(browser, 'live0');
    const member = await newMember(browser, 'live');
    const row = page.getByRole('row').filter({ hasText: member.email });
    await expect(row).toHaveCount(1);
    await expect(page.getByRole('row').filter({ hasText: earlier.email })).toHaveCount(1);
    const order = async () => {
      const rows = await page.getByRole('row').allTextContents();
      return rows.findIndex((text) => text.includes(member.email)) < rows.findIndex((text) => text.includes(earlier.email));
    };
    await expect.poll(order).toBe(true);

    const colleague = await otherAdmin(browser, baseURL);
    expect((await colleague.request.post(`/api/admin/users/${member.id}/ban`)).ok()).toBe(true);
    await expect(row.getByText('Banned', { exact: true })).toBeVisible();
    expect((await colleague.request.post(`/api/admin/users/${member.id}/unban`)).ok()).toBe(true);
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
    expect((await colleague.request.patch(`/api/admin/users/${member.id}`, { data: { username: member.username, email: member.email, isPremium: true, isAdmin: false } })).ok()).toBe(true);
    await expect(row.getByText('Premium', { exact: true })).toBeVisible();
    await colleague.close();
    await member.context.close();
    await earlier.context.close();
  });

  test('a notification another admin sends, and then deletes, appears and disappears in the open list', async ({ page, browser, baseURL }) => {
    const member = await newMember(browser, 'lnt');
    await adminSession(page);
    const ready = liveReady(page);
    await page.goto('/admin/notifications');
    await ready;
    const title = `Desk two notice ${uniqueTag()}`;

    const colleague = await otherAdmin(browser, baseURL);
    const sent = await colleague.request.post('/api/admin/notifications', { data: { title, message: 'Sent from the other desk.', type: 'info', userIds: [member.id] } });
    expect(sent.status()).toBe(201);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(member.username);

    const [created] = (await sent.json()) as Array<{ id: number }>;
    expect((await colleague.request.delete(`/api/admin/notifications/${created!.id}`)).ok()).toBe(true);
    await expect(row).toHaveCount(0);
    await colleague.close();
    await member.context.close();
  });
});
