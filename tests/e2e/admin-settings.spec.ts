import { SETTING_CATALOG, settingKeysOfGroup } from '@signals/protocol';
import { expect, test } from './support/test';
import { adminSession, uniqueTag } from './support/admin';

test.describe('system settings', () => {
  test('saving the General tab renames the site for users at once, and only sends General keys', async ({ page, browser }) => {
    const siteName = `Signals Desk ${uniqueTag()}`;
    await adminSession(page);
    try {
      await page.goto('/admin/settings');
      await expect(page.getByRole('tab', { name: 'General', selected: true })).toBeVisible();
      const siteField = page.getByLabel('Site Name');
      await siteField.fill('');
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await expect(page.getByText('Site name is required')).toBeVisible();
      await page.getByLabel('Admin Email').fill('not-an-email');
      await siteField.fill(siteName);
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await expect(page.getByText('Must be a valid email')).toBeVisible();
      await page.getByLabel('Admin Email').fill(SETTING_CATALOG.admin_email.defaultValue);

      const saved = page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith('/api/admin/settings'));
      await page.getByRole('button', { name: 'Save Settings' }).click();
      const body = (await saved).postDataJSON() as { settings: { key: string }[] };
      expect(body.settings.map((s) => s.key).sort()).toEqual(settingKeysOfGroup('general').sort());
      await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();

      // A visitor in another browser sees the new name on the sign-in screen.
      const visitor = await browser.newContext();
      const visitorPage = await visitor.newPage();
      await visitorPage.goto('/auth');
      await expect(visitorPage.getByRole('link', { name: new RegExp(siteName) }).first()).toBeVisible();
      await expect(visitorPage).toHaveTitle(new RegExp(siteName));
      await visitor.close();
    } finally {
      await page.request.put('/api/admin/settings', { data: { settings: [{ key: 'site_name', value: SETTING_CATALOG.site_name.defaultValue }] } });
    }
  });

  test('the Notifications tab shows "Saving..." while it saves, and saves only its own keys', async ({ page }) => {
    await adminSession(page);
    const original = ((await (await page.request.get('/api/admin/settings')).json()) as { key: string; value: string }[]).find(
      (s) => s.key === 'enable_marketing_emails',
    )?.value;
    try {
      await page.goto('/admin/settings');
      await page.getByRole('tab', { name: 'Notifications' }).click();
      const marketing = page.getByRole('switch', { name: /Marketing Emails/ });
      await marketing.click();
      // Hold the answer back until the pending state has been seen.
      let answer: () => void = () => undefined;
      const seen = new Promise<void>((resolve) => {
        answer = resolve;
      });
      await page.route('**/api/admin/settings', async (route) => {
        await seen;
        await route.continue();
      });
      const saved = page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith('/api/admin/settings'));
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await expect(page.getByRole('button', { name: 'Saving...' })).toBeVisible();
      answer();
      const body = (await saved).postDataJSON() as { settings: { key: string }[] };
      expect(body.settings.map((s) => s.key).sort()).toEqual(settingKeysOfGroup('notifications').sort());
      await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();
    } finally {
      await page.unroute('**/api/admin/settings');
      await page.request.put('/api/admin/settings', { data: { settings: [{ key: 'enable_marketing_emails', value: original ?? 'false' }] } });
    }
  });

  test('the Notifications tab says beside each switch whether the server has its provider: e-mail yes, SMS no', async ({ page }) => {
    await adminSession(page);
    await page.goto('/admin/settings');
    await page.getByRole('tab', { name: 'Notifications' }).click();
    // This server sends e-mail (SMTP_URL in the Playwright config) and has no Twilio.
    await expect(page.getByText('E-mail provider configured (SMTP_URL): e-mail goes out while this switch is on.')).toBeVisible();
    await expect(page.getByText('No SMS provider: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM on the server. Until then this switch sends nothing.')).toBeVisible();
  });
});
