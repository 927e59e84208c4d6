import fs from 'node:fs';
import { generate } from 'otplib';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { adminContext, registerFresh, signOutThroughMenu, toastTitled } from './support/account';
import { form } from './support/auth';

/** Turns two-factor on through the settings screen; answers the secret. The recovery codes are then on screen. */
async function enableThroughSettings(page: Page, password: string): Promise<string> {
  await page.goto('/settings/two-factor');
  await page.getByRole('button', { name: 'Set up two-factor' }).click();
  const confirm = page.getByRole('form', { name: 'Confirm your password' });
  await confirm.getByLabel('Current password').fill(password);
  await confirm.getByRole('button', { name: 'Continue' }).click();
  const secret = ((await page.locator('code').textContent()) ?? '').replace(/\s+/g, '');
  await page.getByLabel('Authentication code').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Verify and Enable' }).click();
  await expect(toastTitled(page, '2FA Enabled')).toBeVisible();
  return secret;
}

/** The recovery codes the screen shows, in order. */
async function shownCodes(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: 'Your recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  return list.getByRole('listitem').allTextContents();
}

/** Username and password on the sign-in form, up to the two-factor step. */
async function passwordStep(page: Page, path: string, account: { username: string; password: string }, submit = 'Login'): Promise<void> {
  await page.goto(path);
  await form(page).getByLabel('Username').fill(account.username);
  await form(page).getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: submit, exact: true }).click();
  await expect(form(page).getByLabel('Authentication code')).toBeVisible();
}

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

  test('turning it on shows ten recovery codes once, to copy or download; a lost authenticator signs in with one, once @mobile', async ({ page }) => {
    test.setTimeout(90_000);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const account = await registerFresh(page, 'rc');
    await enableThroughSettings(page, account.password);

    await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
    const codes = await shownCodes(page);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
    }
    await page.getByRole('button', { name: 'Copy codes' }).click();
    await expect(toastTitled(page, 'Copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codes.join('\n'));
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download .txt' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/recovery-codes\.txt$/);
    const file = fs.readFileSync(await download.path(), 'utf8');
    expect(file).toContain(`two-factor recovery codes for ${account.username}`);
    expect(file.trim().split('\n').slice(-10)).toEqual(codes);

    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect(page.getByRole('list', { name: 'Your recovery codes' })).toHaveCount(0);
    await expect(page.getByText('10 left', { exact: true })).toBeVisible();
    // Shown once: the screen again tells how many, never which.
    await page.reload();
    await expect(page.getByText('10 left', { exact: true })).toBeVisible();
    await expect(page.getByText(codes[0]!)).toHaveCount(0);

    await signOutThroughMenu(page);
    await passwordStep(page, '/auth', account);
    await form(page).getByRole('button', { name: 'Use a recovery code' }).click();
    // Typed as a member may read it off paper: capitals, a space for the dash.
    await form(page).getByLabel('Recovery code', { exact: true }).fill(codes[0]!.toUpperCase().replace('-', ' '));
    await page.getByRole('button', { name: 'Verify and Login' }).click();
    await expect(page).not.toHaveURL(/\/auth/);

    await page.goto('/notifications');
    await expect(page.getByText('A recovery code was used').first()).toBeVisible();
    await page.goto('/settings/2fa');
    await expect(page.getByText('9 left', { exact: true })).toBeVisible();

    // Used up: the same code is refused, said under its field.
    await signOutThroughMenu(page);
    await passwordStep(page, '/auth', account);
    await form(page).getByRole('button', { name: 'Use a recovery code' }).click();
    await form(page).getByLabel('Recovery code', { exact: true }).fill(codes[0]!);
    await page.getByRole('button', { name: 'Verify and Login' }).click();
    await expect(form(page).getByText('That recovery code is not valid, or it has already been used.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
    // Back to the app's code, and in.
    await form(page).getByRole('button', { name: 'Use the code from your authenticator app' }).click();
    await expect(form(page).getByLabel('Authentication code')).toBeVisible();
  });

  test('new recovery codes need the password and a code, or a recovery code; the old set stops working', async ({ page, browser, baseURL }) => {
    test.setTimeout(90_000);
    const account = await registerFresh(page, 'rcnew');
    await enableThroughSettings(page, account.password);
    const first = await shownCodes(page);
    await page.getByRole('button', { name: 'I have saved them' }).click();

    await page.getByRole('button', { name: 'Generate new codes' }).click();
    await page.getByLabel('Current password').fill(account.password);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code', { exact: true }).fill('aaaa-aaaa');
    await page.getByRole('button', { name: 'Generate codes' }).click();
    await expect(page.getByText('That recovery code is not valid, or it has already been used.').first()).toBeVisible();
    await page.getByLabel('Recovery code', { exact: true }).fill(first[4]!);
    await page.getByRole('button', { name: 'Generate codes' }).click();
    await expect(toastTitled(page, 'New recovery codes ready')).toBeVisible();
    const second = await shownCodes(page);
    expect(second.filter((code) => first.includes(code))).toEqual([]);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect(page.getByText('10 left', { exact: true })).toBeVisible();

    const elsewhere = await browser.newContext({ baseURL });
    const signIn = (recoveryCode: string) => elsewhere.request.post('/api/login', { data: { username: account.username, password: account.password, recoveryCode } });
    expect((await signIn(first[0]!)).status()).toBe(401);
    expect((await signIn(second[0]!)).status()).toBe(200);
    await elsewhere.close();
  });

  test('an admin with two-factor signs in to the back office with a recovery code @mobile', async ({ page, browser, baseURL }) => {
    test.setTimeout(90_000);
    const account = await registerFresh(page, 'rcadm');
    const me = (await (await page.request.get('/api/user')).json()) as { id: number };
    const demoAdmin = await adminContext(browser, baseURL);
    expect((await demoAdmin.request.patch(`/api/admin/users/${me.id}`, { data: { isAdmin: true } })).ok()).toBe(true);
    await demoAdmin.close();
    const setup = await page.request.post('/api/user/2fa-setup', { data: { password: account.password } });
    const { secretKey: secret } = (await setup.json()) as { secretKey: string };
    const verify = await page.request.post('/api/user/2fa-verify', { data: { code: await generate({ secret }), password: account.password } });
    const { recoveryCodes } = (await verify.json()) as { recoveryCodes: string[] };

    expect((await page.request.post('/api/logout')).ok()).toBe(true);

    await passwordStep(page, '/admin-auth', account);
    await form(page).getByRole('button', { name: 'Use a recovery code' }).click();
    await form(page).getByLabel('Recovery code', { exact: true }).fill(recoveryCodes[2]!);
    await page.getByRole('button', { name: 'Verify and Login' }).click();
    await expect(page).toHaveURL(/\/admin(\/|$)/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
