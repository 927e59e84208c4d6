import { expect, test } from './support/test';
import { DEMO } from './support/accounts';
import { registerFresh, toastTitled } from './support/account';
import { signIn, watchConsole } from './support/auth';
import { startOwnServer, type OwnServer } from './support/ownServer';

test.describe('notification settings', () => {
  test('a member changes channels, saves them to the server, and finds them kept after a reload; SMS, which this site does not send, is promised nowhere @mobile', async ({ page }) => {
    const errors = watchConsole(page);
    await registerFresh(page, 'prefs');
    await page.goto('/settings/notifications');

    const premiumEmail = page.getByRole('switch', { name: 'Email for Premium content' });
    const accountEmail = page.getByRole('switch', { name: 'Email for Account updates' });
    const newSignalsSms = page.getByRole('switch', { name: 'SMS for New signals' });
    await expect(premiumEmail).toHaveAttribute('aria-checked', 'false');
    await expect(accountEmail).toHaveAttribute('aria-checked', 'true');
    await expect(newSignalsSms).toBeDisabled();
    await expect(newSignalsSms).toHaveAttribute('aria-checked', 'false');
    // No Twilio on this server: SMS is not sold as a Premium benefit either.
    await expect(page.getByText('SMS alerts are a Premium feature')).toHaveCount(0);

    const save = page.getByRole('button', { name: 'Save preferences' });
    await expect(save).toBeDisabled();
    await premiumEmail.click();
    await accountEmail.click();
    await expect(page.getByText('You have unsaved changes.')).toBeVisible();
    await save.click();
    await expect(toastTitled(page, 'Notification settings saved')).toBeVisible();
    await expect(page.getByText('All changes saved.')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('switch', { name: 'Email for Premium content' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('switch', { name: 'Email for Account updates' })).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByRole('switch', { name: 'SMS for High-profit signals' })).toBeDisabled();

    // The settings hub sums up what the server keeps, and what it does not send says so.
    await page.goto('/settings');
    await expect(page.getByRole('definition').filter({ hasText: '3 of 4' })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: /^SMS$/ }).locator('..')).toHaveText('SMSUnavailable');
    expect(errors).toEqual([]);
  });

});

test.describe('notification settings on a site that sends SMS', () => {
  let server: OwnServer;

  test.beforeAll(async () => {
    // Twilio configured (its API at a closed port: nothing here texts anyone), so SMS is one of the site's channels.
    server = await startOwnServer('sms', () => ({
      TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'a'.repeat(32),
      TWILIO_FROM: '+14155550100',
      TWILIO_API_URL: 'http://127.0.0.1:9',
    }));
  });

  test.afterAll(async () => {
    await server?.close();
  });

  test('SMS is a Premium benefit: locked with the way to upgrade for a free member, switchable for a premium one', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server.url });
    try {
      const page = await context.newPage();
      await registerFresh(page, 'smsfree');
      await page.goto('/settings/notifications');
      await expect(page.getByRole('switch', { name: 'SMS for New signals' })).toBeDisabled();
      await expect(page.getByText('SMS alerts are a Premium feature')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/premium');
    } finally {
      await context.close();
    }
    const premium = await browser.newContext({ baseURL: server.url });
    try {
      const page = await premium.newPage();
      await signIn(page, DEMO.premium.username, DEMO.premium.password);
      await page.goto('/settings/notifications');
      await expect(page.getByRole('switch', { name: 'SMS for New signals' })).toBeEnabled();
      await expect(page.getByText('SMS alerts are a Premium feature')).toHaveCount(0);
    } finally {
      await premium.close();
    }
  });
});
