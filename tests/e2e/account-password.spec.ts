import { expect, test } from './support/test';
import { registerFresh, signOutThroughMenu, toastTitled } from './support/account';
import { form, watchConsole } from './support/auth';
import { submitRefused } from './support/forms';

test.describe('changing the password', () => {
  test('each strength rule speaks, a wrong current password is refused, then the new password is the only one that works', async ({ page }) => {
    // Several sign-ins and password hashes in a row: slow by design.
    test.setTimeout(60_000);
    const errors = watchConsole(page);
    const account = await registerFresh(page, 'pw');
    await page.goto('/settings/password');
    await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();

    const current = page.getByLabel('Current Password');
    const next = page.getByLabel('New Password', { exact: true });
    const confirm = page.getByLabel('Confirm New Password');
    const submit = page.getByRole('button', { name: 'Change Password' });

    await submitRefused(submit, current);
    await expect(page.getByText('Current password is required')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page.getByText('Please confirm your password')).toBeVisible();

    // With the current password given, the new one is the first field in error: each refusal leaves focus on it.
    await current.fill('not-my-password');
    for (const [value, message] of [
      ['abcdefg1!', 'Password must contain at least one uppercase letter'],
      ['ABCDEFG1!', 'Password must contain at least one lowercase letter'],
      ['Abcdefgh!', 'Password must contain at least one number'],
      ['Abcdefgh1', 'Password must contain at least one special character'],
    ] as const) {
      await next.fill(value);
      await submitRefused(submit, next);
      await expect(page.getByText(message)).toBeVisible();
    }

    const newPassword = 'Fresh#Pass9';
    await next.fill(newPassword);
    await confirm.fill('Fresh#Pass8');
    await submitRefused(submit, confirm);
    await expect(page.getByText("Passwords don't match")).toBeVisible();

    await confirm.fill(newPassword);
    await submit.click();
    await expect(toastTitled(page, 'Failed to change password')).toBeVisible();
    await expect(page.getByText('Current password is incorrect').first()).toBeVisible();

    await current.fill(account.password);
    await submit.click();
    const dialog = page.getByRole('dialog', { name: 'Password changed' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('other devices have been signed out');
    // The earlier refusal's toast went with the success: it does not sit over the dialog saying the opposite.
    await expect(toastTitled(page, 'Failed to change password')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Back to Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);

    await signOutThroughMenu(page);
    await form(page).getByLabel('Username').fill(account.username);
    await form(page).getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(toastTitled(page, 'Login failed')).toBeVisible();

    await form(page).getByLabel('Password').fill(newPassword);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).not.toHaveURL(/\/auth/);
    expect(errors.filter((e) => !e.includes('401') && !e.includes('400'))).toEqual([]);
  });

  test('/settings/change-password is the same screen, reached from the settings hub', async ({ page }) => {
    await registerFresh(page, 'pw');
    await page.goto('/settings');
    await page.getByRole('link', { name: /Change password/ }).click();
    await expect(page).toHaveURL(/\/settings\/change-password$/);
    await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  });
});
