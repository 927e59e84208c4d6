import type { BrowserContext, Page } from '@playwright/test';
import { STORAGE_KEYS } from '@signals/protocol';
import { expect, houseRules, HYDRATION_FAILED, test } from './test';

/** How the shared page is signed in and dressed before its first load. */
export interface SharedPageSetup {
  /** Signs the page's context in (through the API: the scans are not about the sign-in page). */
  signIn: (page: Page) => Promise<void>;
  /** The theme every load opens in; the app's default when not given. */
  theme?: 'dark' | 'light';
}

/**
 * One signed-in page that the tests of the describe calling this share, in order, in one worker (issue 39; a worker that fails a test is replaced and opens its own). Scans of
 * one member's screens spent a third of their time on what each fresh page repeats (a browser context, a sign-in, the
 * app's first load and its lazy chunks) before axe judged anything; here only the first test pays for it. Each test
 * still opens its own screen with a full load (goto), so what it scans does not depend on the test before it.
 *
 * @returns the page, to call inside a test (it exists once the describe's first test starts).
 */
export function sharedPage(setup: SharedPageSetup): () => Page {
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let hydrationErrors: string[] = [];
  // In order in one worker (fullyParallel would spread them), each test going on after one fails.
  test.describe.configure({ mode: 'default' });
  test.beforeAll(async ({ browser }, testInfo) => {
    // The project's device, as the page fixture would open it.
    const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, reducedMotion, serviceWorkers, locale } = testInfo.project.use;
    context = await browser.newContext({ baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, reducedMotion, serviceWorkers, locale });
    page = await context.newPage();
    hydrationErrors = await houseRules(page);
    if (setup.theme) {
      await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [STORAGE_KEYS.theme, setup.theme] as const);
    }
    await setup.signIn(page);
  });
  test.afterAll(async () => {
    await context?.close();
    expect(hydrationErrors, HYDRATION_FAILED).toEqual([]);
  });
  return () => {
    if (!page) {
      throw new Error('The shared page opens before the describe’s first test');
    }
    return page;
  };
}
