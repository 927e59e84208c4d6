import { expect, test } from './support/test';
import { DEMO } from './support/accounts';
import { registerFresh, toastTitled } from './support/account';
import { signIn, watchConsole } from './support/auth';

test.describe('notification settings', () => {
  test('a member changes channels, saves them to the server, and finds them kept after a reload; SMS stays locked on the free plan @mobile', async ({ page }) => {
    const errors = watchConsole(page);
    await registerFresh(page, 'prefs');
    await page.goto('/settings/notifications');

    const premiumEmail = page.getByRole('switch', { name: 'Email for Premium content' });
    const accountEmail = page.getByRole('switch', { name: 'Email for Account updates' });
    const newSignalsSms = page.getByRole('switch', { name: 'SMS for New signals' });
    await expect(premiumEmail).toHaveAttribute('aria-checked', 'false');
    await expect(accountEmail).toHaveAttribute('aria-checked', 'true');
    await expect(newSignalsSms).toBeDisabled();
    await expect(page.getByText('SMS alerts are a Premium feature')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/premium');

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

    // The settings hub sums up what the server keeps.
    await page.goto('/settings');
    await expect(page.getByRole('definition').filter({ hasText: '3 of 4' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a premium member can use the SMS switches', async ({ page }) => {
    await signIn(page, DEMO.premium.username, DEMO.premium.password);
    await page.goto('/settings/notifications');
    await expect(page.getByRole('switch', { name: 'SMS for New signals' })).toBeEnabled();
    await expect(page.getByText('SMS alerts are a Premium feature')).toHaveCount(0);
  });
});
