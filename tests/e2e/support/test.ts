import { test as base, expect } from '@playwright/test';
import { STORAGE_KEYS } from '@signals/protocol';

export { expect };

/**
 * React's report of a page it could not adopt as rendered at build time (packages/web/build/prerender.ts): the
 * production build names the error by number (418-425: the server's HTML and the first render in the browser differ).
 */
const HYDRATION_ERROR = /hydrat|react\.dev\/errors\/(41[89]|42[0-5])\b/i;

/**
 * The Playwright test with two house rules: the beta notice (which opens once,
 * by itself, after the first sign-in) counts as already seen, unless a test
 * about the notice says `test.use({ betaNoticeSeen: false })`; and a journey
 * fails when React reports a hydration error on any of its pages.
 */
export const test = base.extend<{ betaNoticeSeen: boolean }>({
  betaNoticeSeen: [true, { option: true }],
  page: async ({ page, betaNoticeSeen }, use) => {
    if (betaNoticeSeen) {
      await page.addInitScript((key) => window.localStorage.setItem(key, 'true'), STORAGE_KEYS.betaSeen);
    }
    const hydrationErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) {
        hydrationErrors.push(`${page.url()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => {
      if (HYDRATION_ERROR.test(`${error.message} ${error.stack ?? ''}`)) {
        hydrationErrors.push(`${page.url()}: ${error.message}`);
      }
    });
    await use(page);
    expect(hydrationErrors, 'React could not adopt the HTML rendered at build time').toEqual([]);
  },
});
