import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { DEMO, newAccount } from './accounts';

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
