import { expect, test } from './support/test';
import { confirmAddress, linkIn, registerFresh } from './support/account';
import { newAccount } from './support/accounts';
import { form } from './support/auth';
import { startMailbox, type E2eMailbox } from './support/mailbox';
import { smtpPortFor } from './support/smtpPort';

const NEW_PASSWORD = 'Found#Again2026';

let mailbox: E2eMailbox;

// The server e-mails one SMTP port, so one worker holds the mailbox: the journeys here run one after another.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  mailbox = await startMailbox(smtpPortFor(Number(process.env.E2E_PORT ?? 4310)));
});
test.afterAll(async () => {
  await mailbox?.close();
});

test.describe('forgot password', () => {
  test('from the sign-in screen to signed in with the new password, through the e-mailed link', async ({ page, browser, baseURL }) => {
    // Two password hashes and a sign-in: slow by design.
    test.setTimeout(60_000);
    const account = await registerFresh(page, 'reset');
    // A reset link goes only to a confirmed address: the member opens the sign-up's link first.
    await confirmAddress(page, mailbox, account.email);
    // Signed in elsewhere: the reset must end that session too.
    const elsewhere = await browser.newContext({ baseURL });
    expect((await elsewhere.request.post('/api/login', { data: { username: account.username, password: account.password } })).ok()).toBe(true);
    await page.context().clearCookies();

    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();

    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await expect(page.getByText('If an account uses that address, we sent a link')).toBeVisible();

    // The sign-in elsewhere came from a browser the account had not used: the member was told of it too.
    expect((await mailbox.next(account.email, { subject: /^New sign-in to your account/ })).text).toContain('a browser not used on it before');
    const mail = await mailbox.next(account.email, { subject: /^Reset your .* password/ });
    const link = /http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[A-Za-z0-9_-]{43}/.exec(mail.text ?? '')?.[0];
    expect(link, mail.text).toBeDefined();

    await page.goto(link!);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('New Password', { exact: true }).fill('weakpass');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Password must contain at least one uppercase letter')).toBeVisible();
    await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();

    // The other session ended; the link does not work twice.
    expect((await elsewhere.request.get('/api/user')).status()).toBe(401);
    await elsewhere.close();
    await page.goto(link!);
    await page.getByLabel('New Password', { exact: true }).fill('Another#Pass2026');
    await page.getByLabel('Confirm New Password').fill('Another#Pass2026');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();

    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Login failed')).toBeVisible();
    await page.getByLabel('Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).not.toHaveURL(/\/auth/);
    await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
  });

  test('answers an unknown address exactly as a known one', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill('nobody-at-all@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await expect(page.getByText('If an account uses that address, we sent a link')).toBeVisible();
    await expect(mailbox.next('nobody-at-all@example.com', { timeoutMs: 1500 })).rejects.toThrow(/No e-mail reached/);
  });
});

test.describe('e-mail addresses', () => {
  test('sign-up asks for the reset’s password rule, then for the address to be confirmed through its link', async ({ page }) => {
    const account = newAccount('verify');
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    await form(page).getByLabel('Username').fill(account.username);
    await form(page).getByLabel('Email').fill(account.email);
    await form(page).getByLabel('Password').fill('aaaaaa');
    // The checklist of the change and reset screens: the length is not met, the lowercase letter is.
    await expect(form(page).getByRole('listitem').filter({ hasText: 'At least 8 characters' })).toContainText('(to do)');
    await expect(form(page).getByRole('listitem').filter({ hasText: 'A lowercase letter' })).toContainText('(done)');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(form(page).getByText('Password must be at least 8 characters')).toBeVisible();
    await form(page).getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);

    const banner = page.getByRole('region', { name: 'Confirm your e-mail address.' });
    await expect(banner).toContainText(`We sent a link to ${account.email}.`);
    await confirmAddress(page, mailbox, account.email);
    await page.getByRole('link', { name: 'Notification settings' }).click();
    await expect(page).toHaveURL(/\/settings\/notifications$/);
    await expect(banner).toHaveCount(0);
  });

  test('a new address needs the password and its link; the old inbox can undo it, with a new password', async ({ page }) => {
    test.setTimeout(60_000);
    const account = await registerFresh(page, 'mover');
    await confirmAddress(page, mailbox, account.email);
    const moved = `moved_${account.username}@example.net`;

    await page.goto('/settings/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const profile = page.getByRole('form', { name: 'Edit profile' });
    await profile.getByLabel('Email').fill(moved);
    await profile.getByRole('button', { name: 'Save changes' }).click();
    await expect(profile.getByText('Enter your current password')).toBeVisible();
    await profile.getByLabel('Current password').fill(account.password);
    await profile.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Check your new inbox', { exact: true })).toBeVisible();
    await expect(page.getByText(`${moved} replaces ${account.email} once you open the link we sent there.`)).toBeVisible();

    await page.goto(linkIn((await mailbox.next(moved, { subject: /^Confirm your new e-mail address/ })).text, '/verify-email'));
    await expect(page.getByRole('heading', { name: 'E-mail address changed' })).toBeVisible();
    await expect(page.getByText(`Your account now uses ${moved}.`)).toBeVisible();

    const notice = await mailbox.next(account.email, { subject: /e-mail address of your .* account was changed/ });
    await page.goto(linkIn(notice.text, '/undo-email-change'));
    await expect(page.getByRole('heading', { name: 'Undo the change of address' })).toBeVisible();
    const newPassword = 'Mine#Again2026';
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm New Password').fill(newPassword);
    await page.getByRole('button', { name: 'Restore my address' }).click();
    await expect(page.getByRole('heading', { name: 'Your address is back' })).toBeVisible();
    await expect(page.getByText(`Your account uses ${account.email} again, and every session was signed out.`)).toBeVisible();

    await page.getByRole('link', { name: 'Sign in' }).click();
    await form(page).getByLabel('Username').fill(account.username);
    await form(page).getByLabel('Password').fill(newPassword);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).not.toHaveURL(/\/auth/);
    await page.goto('/settings/profile');
    await expect(page.getByText(account.email, { exact: true })).toBeVisible();
  });
});
