import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { SHARED_WEB_DIST } from './e2e/support/ownServer';
import { HEADLESS_SHELL, launchOptions } from './e2e/support/browsers';
import { smtpPortFor } from './e2e/support/smtpPort';

/**
 * End-to-end journeys in Debian's Chromium (support/browsers.ts) against the built app, served by
 * the real server on a fresh SQLite file with the demo data.
 */
const port = Number(process.env.E2E_PORT ?? 4310);
const dataDir = path.join(os.tmpdir(), `signals-e2e-${port}`);

const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
/** The journey that runs by itself, after the rest (see the 'update' project). */
const ALONE = /app-update\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // The list, then the count of journeys apart from accessibility scans.
  reporter: [['list'], ['./e2e/support/kindReporter.ts']],
  outputDir: './test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    // A fresh browser installs the service worker on its first page and precaches the whole app (some 170 files, 3 MB)
    // while the journey runs: every test paid for it. The journeys about the worker (installing, updating, offline
    // copies, kept pages) say `test.use({ serviceWorkers: 'allow' })`.
    serviceWorkers: 'block',
    // The app stops its endless animations (a live dot's pulse, a skeleton's shimmer, spinners) and shortens its
    // transitions for members who ask for less motion (GlobalStyle.ts): a page that does not repaint sixty times a second
    // leaves the machine to the journeys. What is on screen once still is the same.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: launchOptions(HEADLESS_SHELL),
  },
  projects: [
    // @mobile: a journey worth repeating at 375 px; @phone: one that exists on phones only (runs at 375 px alone).
    { name: 'desktop', use: DESKTOP, grepInvert: /@phone/, testIgnore: ALONE },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 } }, grep: /@mobile|@phone/, testIgnore: ALONE },
    // Once the others have finished. The flake hunt (scripts/flake-hunt.mjs) found Chromium leaving the update's reload
    // unanswered for minutes about one run in five when the machine is saturated; on a machine with room it passes.
    { name: 'update', use: DESKTOP, testMatch: ALONE, dependencies: ['desktop', 'mobile'] },
  ],
  webServer: {
    command: `node e2e/support/freshServer.mjs`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // The journeys run on the embedded SQLite default, each run from fresh demo data, even where CI exports
    // DATABASE_URL / REDIS_URL for the scale-out suites (an empty value means "not set").
    // The journeys register a fresh member each from one address: the per-address registration limit is raised for them.
    env: { PORT: String(port), DATA_DIR: dataDir, WEB_DIST: SHARED_WEB_DIST, NODE_ENV: 'development', LOG_REQUESTS: 'false', DATABASE_URL: '', REDIS_URL: '', REGISTRATION_LIMIT: '100000',
      // Every journey registers or signs someone in: scrypt at 2^10 takes milliseconds where the default 2^15 takes a
      // tenth of a second of a core (packages/server/src/services/passwords.test.ts checks the default).
      PASSWORD_HASH_COST: '10',
      // E-mail on: password-reset.spec.ts starts the SMTP server this points at and reads the reset e-mail (e2e/support/mailbox.ts).
      SMTP_URL: `smtp://127.0.0.1:${smtpPortFor(port)}`, PUBLIC_URL: `http://127.0.0.1:${port}` },
  },
});
