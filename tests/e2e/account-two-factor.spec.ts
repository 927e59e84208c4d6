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

  test('turning it off needs a valid code', async ({ page }) => {
    test.setTimeout(60_000);
    await registerFresh(page, 'tfa');
    const setup = await page.request.post('/api/user/2fa-setup');
    const { secretKey: secret } = (await setup.json()) as { secretKey: string };
    const verify = await page.request.post('/api/user/2fa-verify', { data: { code: await generate({ secret }) } });
    expect(verify.ok()).toBe(true);

    await page.goto('/settings/2fa');
    await expect(page.getByText('Enabled', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Turn off two-factor' }).click();
    await page.getByLabel('Authentication code').fill('000000');
    await page.getByRole('button', { name: 'Disable 2FA' }).click();
    await expect(toastTitled(page, 'Failed to disable 2FA')).toBeVisible();
    await expect(page.getByText('Enabled', { exact: true })).toBeVisible();

    // The next step's code: the one used to enable cannot be used again.
    await page.getByLabel('Authentication code').fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await page.getByRole('button', { name: 'Disable 2FA' }).click();
    await expect(toastTitled(page, '2FA Disabled')).toBeVisible();
    await expect(page.getByText('Disabled', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Set up two-factor' })).toBeVisible();
  });
});
