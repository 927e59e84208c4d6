import { test as base, expect, type Page } from '@playwright/test';
import { PAGE_ADOPTING_ID, STORAGE_KEYS } from '@signals/protocol';

export { expect };

/**
 * React's report of a page it could not adopt as rendered at build time (packages/web/build/prerender.ts): the
 * production build names the error by number (418-425: the server's HTML and the first render in the browser differ).
 */
const HYDRATION_ERROR = /hydrat|react\.dev\/errors\/(41[89]|42[0-5])\b/i;

/**
 * Makes the page's navigations (goto, reload) end once the app runs the page: a member's page rendered on the server
 * (packages/server/src/http/memberPages.ts) is covered until the app has adopted it (packages/web/src/main.tsx), so a
 * journey acts on the app, never on a page where a tap does nothing yet. member-pages.spec.ts checks the page the
 * server sends, as it is.
 */
const acting = new WeakSet<Page>();

export function actOnTheApp(page: Page): void {
  if (acting.has(page)) {
    return;
  }
  acting.add(page);
  const appRuns = () => page.waitForFunction((id) => document.getElementById(id) === null, PAGE_ADOPTING_ID);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await appRuns();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await appRuns();
    return response;
  };
}

/**
 * The Playwright test with three house rules: journeys act on the app, not on a page it is about to replace (actOnTheApp); the beta notice (which opens once,
 * by itself, after the first sign-in) counts as already seen, unless a test
 * about the notice says `test.use({ betaNoticeSeen: false })`; and a journey
 * fails when React reports a hydration error on any of its pages.
 */
export const test = base.extend<{ betaNoticeSeen: boolean }>({
  betaNoticeSeen: [true, { option: true }],
  context: async ({ context }, use) => {
    context.on('page', actOnTheApp);
    await use(context);
  },
  // Contexts a journey opens itself (a second member, an admin beside a trader): their pages act on the app too.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const context = await newContext(...args);
        // Without JavaScript there is no app to wait for: the page the server sent is what such a journey checks.
        if (args[0]?.javaScriptEnabled !== false) {
          context.on('page', actOnTheApp);
        }
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  page: async ({ page, betaNoticeSeen }, use) => {
    const hydrationErrors = await houseRules(page, betaNoticeSeen);
    await use(page);
    expect(hydrationErrors, HYDRATION_FAILED).toEqual([]);
  },
});

export const HYDRATION_FAILED = 'React could not adopt the HTML rendered at build time';

/**
 * Puts a page under the house rules: it acts on the app, has the beta notice seen (unless told otherwise), and
 * collects React's hydration errors into the list returned, for the caller to expect empty once done.
 */
export async function houseRules(page: Page, betaNoticeSeen = true): Promise<string[]> {
  actOnTheApp(page);
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
  return hydrationErrors;
}
