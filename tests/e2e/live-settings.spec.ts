import { STORAGE_KEYS } from '@signals/protocol';
import { DEMO, newAccount } from './support/accounts';
import { seriousViolations } from './support/axe';
import { startOwnServer, type OwnServer } from './support/ownServer';
import { expect, test } from './support/test';
import { liveReady } from './support/trader';

/**
 * The price on screen is the price (issue 40): an admin's change of the price or the site's name reaches open apps at
 * once and survives a reload. A server of its own: the shared one's price is what every other journey pays.
 */
let server: OwnServer;
// In order in one worker: one server of its own for the file, not one per worker (issue 39).
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  server = await startOwnServer('settings');
});

test.afterAll(async () => {
  await server?.close();
});

for (const viewport of [{ width: 375, height: 812 }, { width: 1280, height: 900 }]) {
  test(`an open /payment shows a new price the moment the admin saves it, and a reload right after shows it too (${viewport.width} px)`, async ({ browser }) => {
    const member = await browser.newContext({ baseURL: server.url, viewport });
    const office = await browser.newContext({ baseURL: server.url });
    try {
      await member.addInitScript((key) => window.localStorage.setItem(key, 'true'), STORAGE_KEYS.betaSeen);
      expect((await member.request.post('/api/register', { data: newAccount('price') })).status()).toBe(201);
      expect((await office.request.post('/api/login', { data: DEMO.admin })).ok()).toBe(true);
      const price = 60 + viewport.width / 5;
      const name = `Signals ${viewport.width}`;

      const page = await member.newPage();
      const live = liveReady(page);
      await page.goto('/payment?method=usdt');
      // The order the screen quotes: the monthly plan at the premium price, the amount to send exact.
      const amount = page.getByRole('region', { name: 'Your order' });
      await expect(amount).toContainText(/Amount to send\d+ USDT/);
      await live;

      const saved = await office.request.put('/api/admin/settings', {
        data: { settings: [{ key: 'premium_subscription_price', value: String(price) }, { key: 'site_name', value: name }] },
      });
      expect(saved.ok()).toBe(true);
      // No reload: the open screen follows.
      await expect(amount).toContainText(`${price} USDT`);
      await expect(page).toHaveTitle(new RegExp(`${name}$`));
      if (viewport.width >= 1280) {
        // The header spells the name out where there is room for it.
        await expect(page.getByRole('banner').getByText(name, { exact: true })).toBeVisible();
      }
      expect(await seriousViolations(page)).toEqual([]);

      await page.reload();
      await expect(amount).toContainText(`${price} USDT`);
      await page.goto('/premium');
      // The monthly plan on offer is the premium price.
      await expect(page.getByText(`1 month · $${price}.00`, { exact: true })).toBeVisible();
    } finally {
      await member.close();
      await office.close();
    }
  });
}
