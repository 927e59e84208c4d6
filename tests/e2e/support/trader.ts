import { randomBytes } from 'node:crypto';
import type { SignalInput } from '@signals/protocol';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO } from './accounts';
import { form } from './auth';

/** Another browser, signed in as the demo admin through the API: the back office acting while the trader watches. */
export async function adminSession(browser: Browser, baseURL: string | undefined): Promise<{ request: APIRequestContext; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL });
  const response = await context.request.post('/api/login', { data: DEMO.admin });
  expect(response.ok()).toBe(true);
  return { request: context.request, close: () => context.close() };
}

/** Registers through the /auth screen as a visitor would, and waits for home. */
export async function registerInUi(page: Page, account: { username: string; email: string; password: string }): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  await form(page).getByLabel('Username').fill(account.username);
  await form(page).getByLabel('Email').fill(account.email);
  await form(page).getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** A well-formed BEP20 transaction hash nobody has used. */
export function randomTxId(): string {
  return `0x${randomBytes(32).toString('hex')}`;
}

/** A well-formed BEP20 / Ethereum wallet address: where a member says they sent from. */
export function randomWallet(): string {
  return `0x${randomBytes(20).toString('hex')}`;
}

/** A pair no other test uses, so a live row can be found without doubt. */
export function uniquePair(): string {
  return `Z${randomBytes(3).toString('hex').toUpperCase()}/USDT`;
}

/** Publishes a signal as the admin. */
export async function createSignal(admin: APIRequestContext, input: SignalInput): Promise<{ id: number }> {
  const response = await admin.post('/api/signals', { data: input });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number };
}

/**
 * A premium arbitrage signal of the journey's own, KuCoin → Coinbase at 3,512.40 / 3,583.10 (the seed's ETH trade),
 * under a pair nobody else uses: journeys running beside it publish signals too, so a seeded one may be past the first
 * page of the list by the time a journey looks for it.
 */
export async function publishPremiumTrade(browser: Browser, baseURL: string | undefined): Promise<{ id: number; pair: string }> {
  const admin = await adminSession(browser, baseURL);
  const pair = uniquePair();
  const { id } = await createSignal(admin.request, {
    pair,
    signalType: 'arbitrage',
    profitPercentage: 2.01,
    isPremium: true,
    buyExchange: 'KuCoin',
    sellExchange: 'Coinbase',
    buyPrice: 3512.4,
    sellPrice: 3583.1,
  });
  await admin.close();
  return { id, pair };
}

/** Approves (or rejects) the newest pending payment of a user, found by username. */
export async function decidePayment(
  admin: APIRequestContext,
  username: string,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<void> {
  const list = await admin.get('/api/admin/payments?status=pending&pageSize=200');
  expect(list.ok()).toBe(true);
  const { items } = (await list.json()) as { items: { id: number; username: string }[] };
  const payment = items.find((item) => item.username === username);
  expect(payment, `a pending payment of ${username}`).toBeTruthy();
  const response = decision.approve
    ? await admin.put(`/api/admin/payments/${payment?.id}/approve`)
    : await admin.put(`/api/admin/payments/${payment?.id}/reject`, { data: { reason: decision.reason } });
  expect(response.ok()).toBe(true);
}

/**
 * Resolves once the page's live socket is connected (socket.io's CONNECT
 * answer has arrived), so an admin action after it is pushed to the page.
 * Call before the navigation that opens the socket.
 */
export function liveReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith('40')) {
          resolve();
        }
      });
    });
  });
}
