import { randomBytes } from 'node:crypto';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '@signals/protocol';
import { DEMO, newAccount } from './accounts';

/** Every section of the back office, as its navigation lists them. */
export const ADMIN_PATHS = [
  '/admin',
  '/admin/users',
  '/admin/signals',
  '/admin/news',
  '/admin/airdrops',
  '/admin/settings',
  '/admin/payments',
  '/admin/plans',
  '/admin/promo-codes',
  '/admin/analytics',
  '/admin/support-tickets',
  '/admin/notifications',
  '/admin/reset-password',
  '/admin/audit',
];

/** Signs in at /admin-auth as the demo admin, as a person would, and waits for the dashboard. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/admin-auth');
  await page.getByLabel('Username').fill(DEMO.admin.username);
  await page.getByLabel('Password').fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

/** Signs the page's context in as the demo admin through the API (quicker, for tests about other things). */
export async function adminSession(page: Page): Promise<void> {
  const response = await page.request.post('/api/login', { data: { username: DEMO.admin.username, password: DEMO.admin.password } });
  expect(response.ok()).toBe(true);
}

/** A member in a browser context of their own: signed in, beta notice seen. */
export interface Member {
  context: BrowserContext;
  page: Page;
  username: string;
  email: string;
  password: string;
  id: number;
}

/** Registers a fresh member (which signs them in) in a new browser context. */
export async function newMember(browser: Browser, prefix = 'adm'): Promise<Member> {
  const context = await browser.newContext();
  await context.addInitScript((key) => window.localStorage.setItem(key, 'true'), STORAGE_KEYS.betaSeen);
  const account = newAccount(prefix);
  const response = await context.request.post('/api/register', { data: account });
  expect(response.status(), await response.text()).toBe(201);
  const user = (await response.json()) as { id: number };
  return { context, page: await context.newPage(), ...account, id: user.id };
}

/** A BEP20 transaction hash no other test uses. */
export function fakeTxid(): string {
  return `0x${randomBytes(32).toString('hex')}`;
}

/** A BEP20 wallet address, as the sending wallet of a claim. */
export function fakeWallet(): string {
  return `0x${randomBytes(20).toString('hex')}`;
}

/** A short unique tag for names a test creates (titles, pairs), upper-case letters and digits. */
export function uniqueTag(length = 5): string {
  return randomBytes(8).toString('hex').slice(0, length).toUpperCase();
}
