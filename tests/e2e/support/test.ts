import { test as base } from '@playwright/test';
import { STORAGE_KEYS } from '@signals/protocol';

export { expect } from '@playwright/test';

/**
 * The Playwright test with one house rule: the beta notice (which opens once,
 * by itself, after the first sign-in) counts as already seen, unless a test
 * about the notice says `test.use({ betaNoticeSeen: false })`.
 */
export const test = base.extend<{ betaNoticeSeen: boolean }>({
  betaNoticeSeen: [true, { option: true }],
  page: async ({ page, betaNoticeSeen }, use) => {
    if (betaNoticeSeen) {
      await page.addInitScript((key) => window.localStorage.setItem(key, 'true'), STORAGE_KEYS.betaSeen);
    }
    await use(page);
  },
});
