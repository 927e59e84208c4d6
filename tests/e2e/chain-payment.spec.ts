import type { Browser, Locator } from '@playwright/test';
import { STORAGE_KEYS } from '@signals/protocol';
import { newAccount } from './support/accounts';
import { signInAsAdmin } from './support/admin';
import { form } from './support/auth';
import { seriousViolations } from './support/axe';
import { sendTestUsdt } from './support/demoChainWallet';
import { freePort, startOwnServer, type OwnServer } from './support/ownServer';
import { expect, test } from './support/test';

/**
 * Paying on chain (issue 22), end to end: a deployment of its own runs the demo's chain (a local node making a
 * block a second, with test USDT), watched as a real chain would be. The journey pays from a wallet on that chain
 * to the address the screen shows, as a member would from theirs.
 */
const CONFIRMATIONS = 5;

let server: OwnServer;
let rpcUrl: string;
// In order in one worker: one server of its own for the file, not one per worker (issue 39).
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  const rpcPort = await freePort();
  rpcUrl = `http://127.0.0.1:${rpcPort}`;
  server = await startOwnServer('chain', () => ({ DEMO_CHAIN: 'true', DEMO_CHAIN_PORT: String(rpcPort), CHAIN_CONFIRMATIONS: String(CONFIRMATIONS) }));
});

test.afterAll(async () => {
  await server?.close();
});

/** A member of this deployment, registered and past the beta notice, in a browser of their own. */
async function newPayer(browser: Browser, prefix: string, viewport?: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL: server.url, ...(viewport && { viewport }) });
  await context.addInitScript((key) => window.localStorage.setItem(key, 'true'), STORAGE_KEYS.betaSeen);
  const account = newAccount(prefix);
  expect((await context.request.post('/api/register', { data: account })).status()).toBe(201);
  return { context, account, page: await context.newPage() };
}

test.describe('paying on chain', () => {
  test('the member sends USDT to the address shown; the screen counts the confirmations and lands on Premium without a reload, while the admin watches it arrive', async ({ browser }) => {
    test.setTimeout(90_000);
    const { context: member, account, page } = await newPayer(browser, 'chain');
    const office = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
    try {
      await page.goto('/payment');
      const panel = page.getByRole('tabpanel');
      await expect(page.getByText('Waiting for your transfer')).toBeVisible();
      const address = (await panel.getByText(/^0x[0-9a-fA-F]{40}$/).textContent())!.trim();
      // The screen must not be reloaded on the way: a mark on this window would be gone.
      await page.evaluate(() => Object.assign(window, { stillThisPage: true }));

      const admin = await office.newPage();
      await signInAsAdmin(admin);
      await admin.getByRole('link', { name: 'Payments' }).first().click();
      await expect(admin.getByText('No transfers to deposit addresses yet')).toBeVisible();

      const hash = await sendTestUsdt(rpcUrl, address, 60);
      const confirming = new RegExp(`[1-${CONFIRMATIONS - 1}] of ${CONFIRMATIONS}`);
      const transfer = admin.getByRole('row').filter({ hasText: account.username }).filter({ has: admin.locator(`a[href="https://bscscan.com/tx/${hash}"]`) });
      // Seen, then counted block by block: on the member's screen, and in the back office at the same time.
      await Promise.all([
        expect(page.getByText(new RegExp(`Transfer of 60 USDT seen: ${confirming.source} confirmations`))).toBeVisible(),
        expect(transfer.getByText(new RegExp(`Confirming ${confirming.source}`))).toBeVisible(),
      ]);
      await expect(page.getByRole('progressbar', { name: 'Confirmations' })).toBeVisible();
      await expect(page.getByRole('heading', { name: "You're Premium" })).toBeVisible({ timeout: 30_000 });
      expect(await page.evaluate(() => (window as { stillThisPage?: boolean }).stillThisPage)).toBe(true);

      // The back office saw it credited without a reload either, and the payment it made arrive in the table.
      const credited = transfer.getByText(/^Credited → payment #\d+$/);
      await expect(credited).toBeVisible();
      const paymentId = (await credited.textContent())!.replace(/\D+/g, '');
      const payment = admin.getByRole('row').filter({ hasText: account.username }).filter({ has: admin.getByRole('button', { name: `Details of payment #${paymentId}` }) });
      await expect(payment).toContainText('$60.00');
      await expect(payment).toContainText('Completed');
    } finally {
      await member.close();
      await office.close();
    }
  });

  for (const viewport of [{ width: 375, height: 812 }, { width: 1280, height: 900 }]) {
    test(`/premium and /payment tell the member one address, their own, never the service's wallet (${viewport.width} px)`, async ({ browser }) => {
      const { context: member, page } = await newPayer(browser, 'oneaddress', viewport);
      try {
        await page.goto('/premium');
        await expect(page.getByText('Your USDT deposit address (BEP20)')).toBeVisible();
        const offered = page.getByRole('main').getByText(/^0x[0-9a-fA-F]{40}$/);
        await expect(offered).toBeVisible();
        const onOffer = (await offered.textContent())!.trim();
        // The demo data's burn address is the service's wallet setting: beside on-chain payments nobody is sent there.
        await expect(page.getByText(/0x0{36}dEaD/i)).toHaveCount(0);
        expect(await seriousViolations(page)).toEqual([]);

        await page.getByRole('link', { name: 'Continue with USDT Payment' }).click();
        await expect(page.getByText('Waiting for your transfer')).toBeVisible();
        await expect(page.getByRole('tabpanel').getByText(/^0x[0-9a-fA-F]{40}$/)).toHaveText(onOffer);
        await expect(page.getByText(/0x0{36}dEaD/i)).toHaveCount(0);
        expect(await seriousViolations(page)).toEqual([]);
      } finally {
        await member.close();
      }
    });
  }

  for (const viewport of [{ width: 375, height: 812 }, { width: 1280, height: 900 }]) {
    test(`30 USDT, then 60: "Your payments" lists the part at once, then one payment of $90 whose 30 above the price add 15 days (${viewport.width} px)`, async ({ browser }) => {
      test.setTimeout(90_000);
      const { context: member, account, page } = await newPayer(browser, 'excess', viewport);
      try {
        await page.goto('/payment');
        await expect(page.getByText('No payments yet')).toBeVisible();
        const address = (await page.getByRole('tabpanel').getByText(/^0x[0-9a-fA-F]{40}$/).textContent())!.trim();
        const history = page.getByRole('list', { name: 'Your payments' });

        // Half the price: listed in the history as it arrives, with what is still to send.
        await sendTestUsdt(rpcUrl, address, 30);
        const part = history.getByRole('listitem').filter({ hasText: '30 USDT' });
        await expect(part.getByText('Received', { exact: true })).toBeVisible({ timeout: 30_000 });
        await expect(part).toContainText('Part of the price: 30 USDT still to send within 24 hours of your first transfer.');
        await expect(page.getByText('No payments yet')).toHaveCount(0);
        expect(await seriousViolations(page)).toEqual([]);

        // Then the whole price again: one payment of what arrived, the excess as days, said in the history and the bell.
        await sendTestUsdt(rpcUrl, address, 60);
        await expect(page.getByRole('heading', { name: "You're Premium" })).toBeVisible({ timeout: 30_000 });
        const paid = history.getByRole('listitem').filter({ hasText: '$90.00' });
        await expect(paid).toContainText('Approved');
        await expect(paid).toContainText('30 USDT above the price added 15 days of Premium');
        await expect(history.getByRole('listitem')).toHaveCount(1);
        expect(await seriousViolations(page)).toEqual([]);
        await page.goto('/notifications');
        await expect(page.getByText(/The 30 USDT above the price added 15 days: Premium is active until/)).toBeVisible();

        if (viewport.width >= 1280) {
          // The back office sees the same, on the payment's row.
          const office = await browser.newContext({ baseURL: server.url, viewport });
          try {
            const admin = await office.newPage();
            await signInAsAdmin(admin);
            await admin.getByRole('link', { name: 'Payments' }).first().click();
            const row = admin.getByRole('row').filter({ hasText: account.username }).filter({ hasText: '$90.00' });
            await expect(row).toContainText('30 USDT above the price added 15 days of Premium');
            expect(await seriousViolations(admin)).toEqual([]);
          } finally {
            await office.close();
          }
        }
      } finally {
        await member.close();
      }
    });
  }

  test('a visitor tries the quarterly plan, pays it with a promo code on the demo chain and reads the receipt; the admin sees MRR move', async ({ browser }) => {
    test.setTimeout(120_000);
    const office = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
    const { context: member, account, page } = await newPayer(browser, 'plans');
    try {
      const admin = await office.newPage();
      await signInAsAdmin(admin);
      const code = `SPRING${Date.now().toString(36).toUpperCase()}`;
      expect((await admin.request.post('/api/admin/promo-codes', { data: { code, percentOff: 10 } })).status()).toBe(201);
      await admin.goto('/admin/analytics');
      // The figure under its term (a definition list: MRR, then its value).
      const mrr = admin.getByRole('term').filter({ hasText: /^MRR$/ }).locator('xpath=following-sibling::*[1]');
      const mrrBefore = await usd(mrr);

      // The trial: premium at once, for the quarterly plan's seven days.
      await page.goto('/premium');
      const quarterly = page.getByRole('radio', { name: /Quarterly/ });
      // The plan's card is the control a finger taps; the radio inside it is drawn over.
      await page.locator('label').filter({ has: quarterly }).click();
      await expect(quarterly).toBeChecked();
      await page.getByRole('button', { name: 'Try it free for 7 days' }).click();
      await expect(page.getByText('Your trial has started')).toBeVisible();
      await page.goto('/profile');
      await expect(page.getByText(/^Free trial until /)).toBeVisible();

      // Then the plan itself, with the code: 160 less 10% is 144 USDT, quoted on the payment screen.
      await page.goto('/premium');
      await page.locator('label').filter({ has: quarterly }).click();
      await page.getByLabel('Promo code').fill(code.toLowerCase());
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByText(`Code ${code} applied`)).toBeVisible();
      await page.getByRole('link', { name: 'Continue to payment' }).click();
      const order = page.getByRole('region', { name: 'Your order' });
      await expect(order).toContainText('144 USDT');
      const address = (await page.getByRole('tabpanel').getByText(/^0x[0-9a-fA-F]{40}$/).textContent())!.trim();
      await sendTestUsdt(rpcUrl, address, 144);
      const history = page.getByRole('list', { name: 'Your payments' });
      const paid = history.getByRole('listitem').filter({ hasText: '$144.00' });
      await expect(paid).toContainText('Approved', { timeout: 30_000 });

      // The receipt: the plan, the code, the amount and the whole transaction hash.
      const [receipt] = await Promise.all([member.waitForEvent('page'), paid.getByRole('link', { name: /Receipt/ }).click()]);
      await expect(receipt.getByText(/Quarterly/).first()).toBeVisible();
      await expect(receipt.getByText(code).first()).toBeVisible();
      await expect(receipt.getByText(/0x[0-9a-f]{64}/).first()).toBeVisible();
      await expect(receipt.getByText(account.username).first()).toBeVisible();

      // The receipt e-mail's link, opened in a browser where nobody is signed in: sign-in first, then that receipt.
      const receiptId = /\/api\/payments\/(\d+)\/receipt$/.exec(receipt.url())![1];
      const mailReader = await browser.newContext({ baseURL: server.url });
      try {
        const fromMail = await mailReader.newPage();
        await fromMail.goto(`/receipts/${receiptId}`);
        await expect(fromMail).toHaveURL(/\/auth$/);
        await form(fromMail).getByLabel('Username').fill(account.username);
        await form(fromMail).getByLabel('Password').fill(account.password);
        await fromMail.getByRole('button', { name: 'Login', exact: true }).click();
        await expect(fromMail).toHaveURL(new RegExp(`/api/payments/${receiptId}/receipt$`));
        await expect(fromMail.getByText(code).first()).toBeVisible();
      } finally {
        await mailReader.close();
      }

      // The back office: the trial converted, and a quarterly 144 is 48 a month more MRR.
      await admin.reload();
      await expect(mrr.locator('strong')).toHaveText(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(mrrBefore + 48));
      expect(await seriousViolations(admin)).toEqual([]);
    } finally {
      await member.close();
      await office.close();
    }
  });
});

/** A figure's dollars as a number ("$1,234.50" → 1234.5). */
async function usd(figure: Locator): Promise<number> {
  const text = (await figure.textContent()) ?? '';
  const match = /\$([\d,]+(?:\.\d+)?)/.exec(text);
  return match ? Number(match[1]!.replace(/,/g, '')) : Number.NaN;
}
