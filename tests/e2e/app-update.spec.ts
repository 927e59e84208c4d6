import fs from 'node:fs';
import path from 'node:path';
import { STORAGE_KEYS } from '@signals/protocol';
import { newAccount } from './support/accounts';
import { SHARED_WEB_DIST, startOwnServer } from './support/ownServer';
import { expect, test } from './support/test';

// About the service worker: it may register here (the other journeys block it, playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * A deployment of its own: the built server on a fresh data folder, serving a copy of the web build, so this spec
 * can deploy a "new build" (a service worker that differs by a byte, as every new build's does) without touching
 * the build the other journeys load.
 */
async function ownDeployment(): Promise<{ url: string; deployNewBuild(): void; close(): Promise<void> }> {
  const webDist = (root: string) => path.join(root, 'web');
  const server = await startOwnServer('update', (root) => {
    fs.cpSync(SHARED_WEB_DIST, webDist(root), { recursive: true });
    return { WEB_DIST: webDist(root) };
  });
  return { ...server, deployNewBuild: () => fs.appendFileSync(path.join(webDist(server.root), 'sw.js'), `\n// deployed ${Date.now()}\n`) };
}

/** A page-side wait that names itself when it does not end (page.evaluate has no timeout of its own). */
async function within<T>(what: string, ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

test.describe('a new version of the app', () => {
  test('is offered on a signed-in page, and Reload runs it at once', async ({ browser }) => {
    // Two builds' service workers precache the app while the rest of the suite runs beside it: slow under that load.
    test.setTimeout(150_000);
    const deployment = await test.step('start a deployment of its own', ownDeployment);
    const context = await browser.newContext({ baseURL: deployment.url });
    try {
      await context.addInitScript((key) => window.localStorage.setItem(key, 'true'), STORAGE_KEYS.betaSeen);
      const page = await context.newPage();
      await test.step('sign up and open the signals, controlled by the first build', async () => {
        const account = newAccount('update');
        expect((await page.request.post('/api/register', { data: account })).ok()).toBe(true);
        await page.goto('/signals');
        await expect(page.getByRole('region', { name: 'Free Signals' })).toBeVisible();
        const firstWorker = await within(
          'the first service worker taking control',
          20_000,
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.ready;
            if (!navigator.serviceWorker.controller) {
              await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
            }
            return registration.active?.scriptURL ?? '';
          }),
        );
        expect(firstWorker).toBe(`${deployment.url}/sw.js`);
        await expect(page.getByRole('button', { name: 'Reload' })).toHaveCount(0);
      });

      const prompt = page.getByRole('status').filter({ hasText: 'A new version is available.' });
      await test.step('deploy a new build: it is offered, and waits', async () => {
        deployment.deployNewBuild();
        // The browser checks on its own after a while, and the app when the tab comes back; here, at once.
        await within(
          'the service worker update check',
          20_000,
          page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update())),
        );
        await expect(prompt).toBeVisible({ timeout: 15_000 });
        // Nothing changes under the member until they choose to: the old build still controls the page.
        expect(await within('reading the waiting worker', 10_000, page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)))).toBe(true);
      });

      await test.step('Reload runs the new build at once', async () => {
        const loadedAt = await within('reading when the page loaded', 10_000, page.evaluate(() => performance.timeOrigin));
        await prompt.getByRole('button', { name: 'Reload' }).click({ timeout: 15_000 });
        await page.waitForFunction((before) => performance.timeOrigin !== before, loadedAt, { timeout: 30_000 });
        await expect(page.getByRole('region', { name: 'Free Signals' })).toBeVisible();
        // The new build took over: nothing waits any more, and the prompt is gone.
        expect(await within('reading the waiting worker after the reload', 10_000, page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)))).toBe(false);
        await expect(page.getByRole('button', { name: 'Reload' })).toHaveCount(0);
        await expect(page).toHaveURL(/\/signals$/);
      });
    } finally {
      await context.close();
      await deployment.close();
    }
  });
});
