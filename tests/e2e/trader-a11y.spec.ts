import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '@signals/protocol';
import { expect, test } from './support/test';
import { motionSettled } from './support/motion';
import { seriousViolations } from './support/axe';
import { DEMO } from './support/accounts';
import { signInThroughApi } from './support/auth';
import { sharedPage } from './support/sharedPage';

/** Screens whose content has loaded once this text shows. */
const freeScreens: [string, string][] = [
  ['/', 'Latest Signals'],
  ['/signals', 'Free Signals'],
  ['/news', 'Latest News'],
  ['/airdrops', 'Airdrops'],
  ['/notifications', 'Notification settings'],
  ['/premium', 'The last 7 days'],
  ['/payment?method=usdt', 'Your payments'],
  ['/checkout', 'What\'s included'],
];


async function settle(page: Page, text: string): Promise<void> {
  await expect(page.getByRole('heading', { name: text }).first()).toBeVisible();
  // Skeletons gone and entrance animations over.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await motionSettled(page);
}

for (const theme of ['dark', 'light'] as const) {
  test.describe(`accessibility of the trader's screens (${theme})`, () => {
    test.describe.configure({ timeout: 60_000 });
    const page = sharedPage({ signIn: (shared) => signInThroughApi(shared, DEMO.trader.username, DEMO.trader.password), theme });

    for (const [path, text] of freeScreens) {
      test(`${path} for a free member has no serious or critical axe violations (${theme}) @mobile`, async () => {
        await page().goto(path);
        await settle(page(), text);
        expect(await seriousViolations(page())).toEqual([]);
      });
    }

    test(`a locked premium signal and the More dialog have no serious or critical axe violations (${theme}) @mobile`, async () => {
      await page().goto('/signals');
      await settle(page(), 'Free Signals');
      await page().getByRole('button', { name: 'More', exact: true }).click();
      await expect(page().getByRole('dialog')).toBeVisible();
      const found = (await seriousViolations(page())).map((v) => `more dialog ${v}`);
      await page().keyboard.press('Escape');
      await page().getByRole('region', { name: 'Premium Signals' }).getByRole('link').first().click();
      await settle(page(), 'This is a Premium signal');
      found.push(...(await seriousViolations(page())).map((v) => `locked signal ${v}`));
      expect(found).toEqual([]);
    });

    test(`a premium member's signal details and plan have no serious or critical axe violations (${theme})`, async ({ page }) => {
      // Another member: a page of its own.
      await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [STORAGE_KEYS.theme, theme] as const);
      await signInThroughApi(page, DEMO.premium.username, DEMO.premium.password);
      const found: string[] = [];
      // One demo premium signal of each type, found through the API: other tests publish signals meanwhile, so the demo ones may no longer be on the list's first page.
      const listed = await page.request.get('/api/signals/premium?limit=100');
      // Oldest first, so the demo signal is found rather than one another test made (and may delete).
      // Open ones: an ended signal's detail tells its outcome instead of how to trade it (the demo data has months of those).
      const signals = ((await listed.json()) as Array<{ id: number; pair: string; signalType: string; outcome: string; buyExchange: string | null; sellExchange: string | null }>)
        .filter((s) => s.outcome === 'open')
        .reverse();
      const picks = [
        signals.find((s) => s.pair === 'ETH/USDT' && s.signalType === 'arbitrage' && [s.buyExchange, s.sellExchange].includes('KuCoin')),
        signals.find((s) => s.pair === 'GBP/JPY' && s.signalType === 'forex'),
        signals.find((s) => s.pair === 'BTC/USDT' && s.signalType === 'futures'),
      ];
      expect(picks.every(Boolean), JSON.stringify(signals.map((s) => [s.pair, s.signalType]))).toBe(true);
      for (const signal of picks) {
        await page.goto(`/signals/${signal!.id}`);
        await settle(page, 'Trading Instructions');
        found.push(...(await seriousViolations(page)).map((v) => `${page.url()} ${v}`));
      }
      await page.goto('/premium');
      await settle(page, 'Premium Plan');
      found.push(...(await seriousViolations(page)).map((v) => `/premium ${v}`));
      expect(found).toEqual([]);
    });
  });
}
