import type { LaunchOptions } from '@playwright/test';

/**
 * The browsers the journeys run in, both Debian's (scripts/ensure-chromium.mjs installs them). Most run in Chromium's
 * headless shell, as Playwright runs headless tests: no window and none of the browser's own UI pages, a third less of
 * the machine per journey than the full browser. The installed app's journeys run in the full Chromium, the browser a
 * member installs the app from: only it shows notifications.
 */
export const HEADLESS_SHELL = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
export const FULL_CHROMIUM = process.env.FULL_CHROMIUM_PATH ?? '/usr/bin/chromium';

/** How a journey's browser starts, in the one given. */
export function launchOptions(executablePath: string): LaunchOptions {
  return {
    executablePath,
    // Without these Chromium tries to reach Google's services at start, which this network refuses. The last one lets
    // https://localhost use a self-signed certificate: content-images.spec.ts serves pictures from such a host, and
    // journeys running meanwhile (home, the news grid) show those pictures too.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--allow-insecure-localhost',
    ],
  };
}
