import { generate } from 'otplib';
import { expect, test } from './support/test';
import { registerFresh, signOutThroughMenu, toastTitled } from './support/account';
import { form } from './support/auth';

test.describe('two-factor authentication', () => {
  test('a member enables it with a code from the shown secret, then signing in asks for a code', async ({ page }) => {
    test.setTimeout(60_000);
    const account = await registerFresh(page, 'tfa');
    await page.goto('/settings/two-factor');
    await expect(page.getByText('Disabled', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Set up two-factor' }).click();
    // The set-up key is shown only to whoever knows the password.
    const confirm = page.getByRole('form', { name: 'Confirm your password' });
    await confirm.getByLabel('Current password').fill('Not-my-password1');
    await confirm.getByRole('button', { name: 'Continue' }).click();
    await expect(confirm.getByText('Current password is incorrect')).toBeVisible();
    await expect(page.getByRole('img', { name: /QR code/ })).toHaveCount(0);
    await confirm.getByLabel('Current password').fill(account.password);
    await confirm.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    const secret = ((await page.locator('code').textContent()) ?? '').replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

    await page.getByRole('button', { name: 'Verify and Enable' }).click();
    await expect(page.getByText('Code must be 6 digits')).toBeVisible();
    await page.getByLabel('Authentication code').fill('000000');
    await page.getByRole('button', { name: 'Verify and Enable' }).click();
    await expect(toastTitled(page, 'Verification failed')).toBeVisible();

    await page.getByLabel('Authentication code').fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Verify and Enable' }).click();
    await expect(toastTitled(page, '2FA Enabled')).toBeVisible();
    await expect(page.getByText('Enabled', { exact: true })).toBeVisible();

    await signOutThroughMenu(page);
    await form(page).getByLabel('Username').fill(account.username);
    await form(page).getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const code = form(page).getByLabel('Authentication code');
    await expect(code).toBeVisible();
    // The code of the next 30-second step: the enabling code's step cannot be used twice.
    await code.fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await page.getByRole('button', { name: 'Verify and Login' }).click();
    await expect(page).not.toHaveURL(/\/auth/);

    await page.goto('/settings/2fa');
    await expect(page.getByText('Enabled', { exact: true })).toBeVisible();
  });

  test('turning it off needs the password and a valid code', async ({ page }) => {
    test.setTimeout(60_000);
    const account = await registerFresh(page, 'tfa');
    const setup = await page.request.post('/api/user/2fa-setup', { data: { password: account.password } });
    const { secretKey: secret } = (await setup.json()) as { secretKey: string };
    const verify = await page.request.post('/api/user/2fa-verify', { data: { code: await generate({ secret }), password: account.password } });
    expect(verify.ok()).toBe(true);

    await page.goto('/settings/2fa');
    await expect(page.getByText('Enabled', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Turn off two-factor' }).click();
    await page.getByLabel('Authentication code').fill('000000');
    await page.getByRole('button', { name: 'Disable 2FA' }).click();
    await expect(page.getByText('Enter your current password')).toBeVisible();
    await page.getByLabel('Current password').fill('Not-my-password1');
    await page.getByRole('button', { name: 'Disable 2FA' }).click();
    await expect(page.getByText('Current password is incorrect').first()).toBeVisible();
    await page.getByLabel('Current password').fill(account.password);
    await page.getByRole('button', { name: 'Disable 2FA' }).click();
    // The code is wrong: said under the code field (and in a toast).
    await expect(page.getByText('Invalid code. Please try again.').first()).toBeVisible();
    await expect(page.getByText('Enabled', { exact: true })).toBeVisible();

    // The next step's code: the one used to enable cannot be used again.
    await page.getByLabel('Authentication code').fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await page.getByRole('button', { name: 'Disable 2FA' }).click();
    await expect(toastTitled(page, '2FA Disabled')).toBeVisible();
    await expect(page.getByText('Disabled', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Set up two-factor' })).toBeVisible();
  });
});
