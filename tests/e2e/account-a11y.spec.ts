import { generate } from 'otplib';
import { STORAGE_KEYS } from '@signals/protocol';
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { DEMO } from './support/accounts';
import { registerFresh } from './support/account';
import { sharedPage } from './support/sharedPage';

const SCREENS = [
  '/profile',
  '/settings',
  '/settings/profile',
  '/settings/password',
  '/settings/2fa',
  '/settings/payment',
  '/settings/notifications',
  '/settings/language',
  '/settings/support',
  '/tickets',
  '/tickets?ticket=1',
  '/help',
  '/privacy',
];


test.describe('the account’s screens', () => {
  const page = sharedPage({
    signIn: async (shared) => {
      expect((await shared.request.post('/api/login', { data: DEMO.trader })).ok()).toBe(true);
    },
  });
  for (const path of SCREENS) {
    test(`${path} has no serious accessibility violations in either theme @mobile`, async () => {
      test.setTimeout(120_000);
      const found: string[] = [];
      for (const theme of ['dark', 'light'] as const) {
        // Init scripts run in the order they were added: the theme added last is the one this load opens in.
        await page().addInitScript(([key, value]) => window.localStorage.setItem(key, value), [STORAGE_KEYS.theme, theme] as const);
        await page().goto(path);
        await expect(page().getByRole('heading', { level: 1 })).toBeVisible();
        // The page is in that theme (dark has no attribute: usePageTheme.ts).
        await (theme === 'light' ? expect(page().locator('html')) : expect(page().locator('html')).not).toHaveAttribute('data-theme', 'light');
        // Let skeletons give way to content before judging.
        await expect(page().locator('[aria-busy="true"]')).toHaveCount(0);
        found.push(...(await seriousViolations(page())).map((line) => `${theme}: ${line}`));
      }
      expect(found).toEqual([]);
    });
  }
});

test('the open dialogs and the two-factor set-up have no serious accessibility violations', async ({ page }) => {
  test.setTimeout(120_000);
  const account = await registerFresh(page, 'axe');
  await page.goto('/settings/payment');
  await page.getByRole('button', { name: 'Add wallet' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Add wallet' }).click();
  await expect(page.getByText('Wallet name is required')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/tickets');
  await page.getByRole('button', { name: 'New Ticket' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/settings/two-factor');
  await page.getByRole('button', { name: 'Set up two-factor' }).click();
  // The password step, then the set-up itself.
  await page.getByLabel('Current password').fill(account.password);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // The recovery codes shown once, then the new-set form with a recovery code in place of the app's code.
  const secret = ((await page.locator('code').textContent()) ?? '').replace(/\s+/g, '');
  await page.getByLabel('Authentication code').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Verify and Enable' }).click();
  await expect(page.getByRole('list', { name: 'Your recovery codes' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await page.getByRole('button', { name: 'Generate new codes' }).click();
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByRole('button', { name: 'Generate codes' }).click();
  await expect(page.getByLabel('Recovery code', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolations(page)).toEqual([]);
});
