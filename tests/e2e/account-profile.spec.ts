import { expect, test } from './support/test';
import { DEMO } from './support/accounts';
import { registerFresh, toastTitled } from './support/account';
import { signIn, watchConsole } from './support/auth';

test.describe('profile', () => {
  test('the profile shows who is signed in and every row leads somewhere @mobile', async ({ page }) => {
    const errors = watchConsole(page);
    const account = await registerFresh(page, 'prof');
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Profile', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: account.username })).toBeVisible();
    // Exactly: a new member's unconfirmed address is named in the banner above the page too.
    await expect(page.getByText(account.email, { exact: true })).toBeVisible();
    await expect(page.getByText('Free Plan')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);

    for (const [name, path] of [
      ['Profile Settings', '/settings/profile'],
      ['Payment Methods', '/settings/payment'],
      ['Subscription', '/premium'],
      ['Notifications', '/notifications'],
      ['Language', '/settings/language'],
      ['Help Center', '/help'],
      ['Privacy Policy', '/privacy'],
    ] as const) {
      await expect(page.getByRole('link', { name: new RegExp(`^${name}( |$)`) })).toHaveAttribute('href', path);
    }
    await expect(page.getByRole('link', { name: /^Language/ })).toContainText('English');

    const darkMode = page.getByRole('switch', { name: 'Dark Mode' });
    await expect(darkMode).toHaveAttribute('aria-checked', 'true');
    const body = page.locator('body');
    await expect(body).toHaveCSS('background-color', 'rgb(10, 14, 23)');
    await darkMode.click();
    await expect(darkMode).toHaveAttribute('aria-checked', 'false');
    expect(await page.evaluate(() => localStorage.getItem('ui-theme'))).toBe('light');
    // The page behind the screens turns light with them, and stays light on the next visit.
    await expect(body).toHaveCSS('background-color', 'rgb(244, 246, 251)');
    await page.reload();
    await expect(darkMode).toHaveAttribute('aria-checked', 'false');
    await expect(body).toHaveCSS('background-color', 'rgb(244, 246, 251)');

    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(toastTitled(page, 'Logged out')).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
    expect(errors).toEqual([]);
  });

  test('an admin sees the Admin Dashboard row; arriving from the payment screen says Already subscribed', async ({ page }) => {
    await signIn(page, DEMO.admin.username, DEMO.admin.password);
    await page.goto('/profile');
    await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');

    // The payment screen navigates here with router state { notice: 'alreadySubscribed' }.
    await page.evaluate(() => window.history.replaceState({ usr: { notice: 'alreadySubscribed' }, key: 'paid', idx: 0 }, ''));
    await page.reload();
    await expect(page.getByText('Already subscribed')).toBeVisible();
    await expect(page.getByText('You already have an active premium subscription.')).toBeVisible();
    await page.getByRole('button', { name: 'Got it' }).click();
    await expect(page.getByText('Already subscribed')).toHaveCount(0);
  });

  test('a member edits the profile; taken names and bad values are refused on their fields', async ({ page }) => {
    const account = await registerFresh(page, 'prof');
    await page.goto('/settings/profile');
    await expect(page.getByText('Not added')).toBeVisible();
    await expect(page.getByText('Free', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change profile picture' })).toHaveAttribute('aria-disabled', 'true');

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const form = page.getByRole('form', { name: 'Edit profile' });
    await form.getByLabel('Username').fill('ab');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(form.getByText('Invalid email address')).toBeVisible();

    await form.getByLabel('Username').fill(DEMO.trader.username);
    await form.getByLabel('Email').fill(account.email);
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(toastTitled(page, 'Update failed')).toBeVisible();
    await expect(form.getByText('That username is already taken')).toBeVisible();

    const renamed = `${account.username}_x`;
    await form.getByLabel('Username').fill(renamed);
    await form.getByLabel('Phone Number').fill('+14155550123');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(toastTitled(page, 'Profile updated')).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: renamed })).toBeVisible();
    await expect(page.getByText('+14155550123')).toBeVisible();

    // The session's user changed too: the account menu shows the new name.
    await page.getByRole('button', { name: /account menu/i }).click();
    await expect(page.getByRole('menu').locator('..')).toContainText(renamed);

    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Delete account' }).click();
    await expect(page.getByRole('dialog', { name: 'Account deletion is not available yet' })).toContainText('Contact support');
  });
});
