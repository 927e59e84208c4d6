import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { DEMO, newAccount } from './accounts';
import type { E2eMailbox } from './mailbox';

/**
 * Registers a fresh member through the API in the page's own context, which
 * signs that context in: the next page.goto is as that member.
 */
export async function registerFresh(page: Page, prefix = 'acct'): Promise<ReturnType<typeof newAccount>> {
  const account = newAccount(prefix);
  const response = await page.request.post('/api/register', { data: account });
  expect(response.ok(), await response.text()).toBe(true);
  return account;
}

/** A second browser context signed in as the demo admin, for acting through the admin API. */
export async function adminContext(browser: Browser, baseURL: string | undefined): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  const response = await context.request.post('/api/login', { data: DEMO.admin });
  expect(response.ok(), await response.text()).toBe(true);
  return context;
}

/** A toast's title, exactly. */
export function toastTitled(page: Page, title: string): Locator {
  return page.getByText(title, { exact: true });
}

/** Signs out through the account menu, as a member would. */
export async function signOutThroughMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth/);
}

/** The link to `path` in an e-mail's text (the app's own address, a 43-character token). */
export function linkIn(text: string | undefined, path: string): string {
  const link = new RegExp(`http://127\\.0\\.0\\.1:\\d+${path}\\?token=[A-Za-z0-9_-]{43}`).exec(text ?? '')?.[0];
  expect(link, text).toBeDefined();
  return link ?? '';
}

/**
 * Opens the link e-mailed at sign-up, as the member would, so the address is
 * confirmed: until then nothing but that link is e-mailed to it (no reset link,
 * no alert).
 */
export async function confirmAddress(page: Page, mailbox: E2eMailbox, email: string): Promise<void> {
  const mail = await mailbox.next(email, { subject: /^Confirm your e-mail address/ });
  await page.goto(linkIn(mail.text, '/verify-email'));
  await expect(page.getByRole('heading', { name: 'Address confirmed' })).toBeVisible();
}
