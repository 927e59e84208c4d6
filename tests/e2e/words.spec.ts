import type { Browser } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO, newAccount } from './support/accounts';
import { adminSession as adminPageSession, fakeTxid, fakeWallet, newMember, type Member } from './support/admin';
import { form, signIn } from './support/auth';
import { seriousViolations } from './support/axe';
import { adminSession, liveReady } from './support/trader';

/** The support address the admin set, as the public settings give it. */
async function supportEmail(request: { get: (url: string) => Promise<{ json: () => Promise<unknown> }> }): Promise<string> {
  return ((await (await request.get('/api/settings/public')).json()) as { supportEmail: string }).supportEmail;
}

/** A member signed in on their own page, with the live channel open, on home. */
async function memberAtHome(browser: Browser, prefix: string): Promise<Member> {
  const member = await newMember(browser, prefix);
  const ready = liveReady(member.page);
  await member.page.goto('/');
  await ready;
  await expect(member.page.getByRole('heading', { name: 'Latest Signals' })).toBeVisible();
  return member;
}

test.describe('words that agree', () => {
  test('with registrations off, the Register tab says registrations are closed @mobile', async ({ page }) => {
    // What the sign-in screen is told when the admin has switched sign-ups off (switching it off for real would stop the journeys running beside this one).
    await page.route('**/api/settings/public', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...((await response.json()) as object), enableRegistrations: false } });
    });
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await page.getByRole('tab', { name: 'Register' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Registrations are closed at the moment' })).toBeVisible();
    await expect(page.getByText('Create your account')).toHaveCount(0);
    await expect(page.getByText('New accounts cannot be created right now. Please check back later.')).toBeVisible();
    await page.getByRole('button', { name: 'Go to Login' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  });

  test('a premium plan says when it ends, not that it renews @mobile', async ({ page }) => {
    await signIn(page, DEMO.premium.username, DEMO.premium.password);
    await page.goto('/premium');
    await expect(page.getByRole('heading', { name: 'Premium Plan' })).toBeVisible();
    await expect(page.getByText('Ends on', { exact: true })).toBeVisible();
    await expect(page.getByText(/renews or ends/i)).toHaveCount(0);
    await expect(page.getByText('Premium does not renew by itself: pay again before it ends to keep it.')).toBeVisible();
  });

  test('a banned member trying to sign in is given the support address, and it stays on screen @mobile', async ({ page }) => {
    const email = await supportEmail(page.request);
    // The page's clock is the test's to move: five seconds pass in an instant, as many times as the check needs.
    await page.clock.install();
    await page.goto('/auth');
    await form(page).getByLabel('Username').fill(DEMO.banned.username);
    await form(page).getByLabel('Password').fill(DEMO.banned.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const refusal = form(page).getByRole('alert').filter({ hasText: 'Your account has been banned.' });
    await expect(refusal).toContainText(`If you think this is a mistake, write to ${email}.`);
    await expect(refusal.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    expect(await seriousViolations(page)).toEqual([]);
    // Not a toast that leaves after five seconds: a minute passes on the page's clock.
    await page.clock.runFor(60_000);
    await expect(refusal).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
  });

  test('a member signed out by a ban is told why on the sign-in screen, with where to write @mobile', async ({ browser, baseURL }) => {
    const member = await memberAtHome(browser, 'ban');
    const email = await supportEmail(member.context.request);
    const admin = await adminSession(browser, baseURL);
    expect((await admin.request.post(`/api/admin/users/${member.id}/ban`)).ok()).toBe(true);

    const page = member.page;
    await expect(page).toHaveURL(/\/auth/);
    const notice = page.getByRole('status').filter({ hasText: 'Your account was banned' });
    await expect(notice).toContainText(`You were signed out because your account was banned. If you think this is a mistake, write to ${email}.`);
    await expect(notice.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    expect(await seriousViolations(page)).toEqual([]);
    await admin.close();
    await member.context.close();
  });

  test('a member signed out by a password reset is told to use the new password, and the notice goes once they do @mobile', async ({ browser, baseURL }) => {
    const member = await memberAtHome(browser, 'rst');
    const admin = await adminSession(browser, baseURL);
    const password = 'Given#Passw0rd';
    expect((await admin.request.post(`/api/admin/users/${member.id}/reset-password`, { data: { password } })).ok()).toBe(true);

    const page = member.page;
    await expect(page).toHaveURL(/\/auth/);
    const notice = page.getByRole('status').filter({ hasText: 'Your password was reset' });
    await expect(notice).toContainText('You were signed out because an admin reset your password. Sign in with the new password you were given.');

    await form(page).getByLabel('Username').fill(member.username);
    await form(page).getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).not.toHaveURL(/\/auth/);
    await expect(page.getByRole('heading', { name: 'Latest Signals' })).toBeVisible();
    // Signed in again, the reason is spent: a later sign-out of their own shows no notice.
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth/);
    await expect(page.getByText('You were signed out because')).toHaveCount(0);
    await admin.close();
    await member.context.close();
  });

  test('signing out oneself shows no such notice @mobile', async ({ page }) => {
    const account = newAccount('own');
    expect((await page.request.post('/api/register', { data: account })).ok()).toBe(true);
    await page.goto('/');
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth/);
    await expect(page.getByText('You were signed out because')).toHaveCount(0);
  });

  test('approving a payment asks to confirm first @mobile', async ({ page, browser }) => {
    const member = await newMember(browser, 'apr');
    const txid = fakeTxid();
    const sent = await member.context.request.post('/api/payment', { data: { transactionId: txid, amount: 60, paymentMethod: 'usdt', fromAddress: fakeWallet() } });
    expect(sent.status(), await sent.text()).toBe(201);
    await adminPageSession(page);
    await page.goto('/admin/payments');
    await page.getByRole('searchbox', { name: 'Search payments' }).fill(txid);
    await expect(page.getByText('1 Found', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: /View Details/ }).click();
    await page.getByRole('button', { name: 'Approve Payment' }).click();

    const confirm = page.getByRole('dialog', { name: 'Approve this payment?' });
    await expect(confirm).toContainText(`$60.00 (USDT on BEP20) from ${member.username} will be marked completed`);
    // Nothing is decided until the second press.
    expect(((await (await member.context.request.get('/api/user')).json()) as { isPremium: boolean }).isPremium).toBe(false);
    await confirm.getByRole('button', { name: 'Confirm Approval' }).click();
    await expect(page.getByText('Payment approved', { exact: true })).toBeVisible();
    expect(((await (await member.context.request.get('/api/user')).json()) as { isPremium: boolean }).isPremium).toBe(true);
    await member.context.close();
  });

  test('the audit log reads as sentences that name what was acted on @mobile', async ({ page, browser }) => {
    const member = await newMember(browser, 'aud');
    const ticket = await member.context.request.post('/api/user/tickets', { data: { subject: 'Audit sentence check', message: 'A ticket the admin will close for the audit log.' } });
    expect(ticket.status(), await ticket.text()).toBe(201);
    const { id: ticketId } = (await ticket.json()) as { id: number };

    await adminPageSession(page);
    expect((await page.request.patch(`/api/admin/tickets/${ticketId}/status`, { data: { status: 'closed' } })).ok()).toBe(true);
    expect((await page.request.post(`/api/admin/users/${member.id}/reset-password`, { data: { password: 'Given#Passw0rd' } })).ok()).toBe(true);

    await page.goto('/admin/audit');
    // A table on a desktop, cards on a phone: the sentence is the entry's title either way.
    const log = page.getByRole('main');
    const search = page.getByRole('searchbox', { name: 'Search the audit log' });
    await search.fill('ticket.status');
    await expect(log.getByText(`Closed ticket #${ticketId}`, { exact: true })).toBeVisible();
    await search.fill('user.reset_password');
    await expect(log.getByText(`Reset the password of ${member.username}`, { exact: true })).toBeVisible();
    await member.context.close();
  });
});
