import { expect, test } from './support/test';
import { registerFresh } from './support/account';
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

    const mail = await mailbox.next(account.email);
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
    await expect(mailbox.next('nobody-at-all@example.com', 1500)).rejects.toThrow(/No e-mail reached/);
  });
});
