// Screenshots of every screen at 375 px and 1280 px, to look at by hand (not a benchmark, not a test).
//
//   node bench/web/screenshots.mjs [--dist DIR] [--out DIR] [--port 4490] [--theme dark|light]
//
// Signs in as the demo trader, premium member and admin against a fresh demo server and
// writes one PNG per screen and width into --out (default: a temporary folder it prints).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, DEMO, option, startDemoServer, webBuild } from './lib.mjs';

const WIDTHS = [375, 1280];
const SCREENS = {
  visitor: ['/auth', '/admin-auth', '/no-such-page'],
  trader: ['/', '/signals', '/news', '/airdrops', '/premium', '/payment?method=usdt', '/checkout', '/notifications', '/profile', '/settings', '/settings/profile', '/settings/change-password', '/settings/two-factor', '/settings/wallets', '/settings/notifications', '/settings/language', '/settings/support', '/tickets', '/help', '/privacy'],
  premium: ['/signals', '/premium'],
  admin: ['/admin', '/admin/users', '/admin/reset-password', '/admin/signals', '/admin/news', '/admin/airdrops', '/admin/settings', '/admin/payments', '/admin/tickets', '/admin/notifications', '/admin/audit'],
};

const out = path.resolve(option('out', fs.mkdtempSync(path.join(os.tmpdir(), 'screens-'))));
fs.mkdirSync(out, { recursive: true });
const theme = option('theme', 'dark');
const server = await startDemoServer(webBuild(), Number(option('port', '4490')));
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
try {
  for (const [who, paths] of Object.entries(SCREENS)) {
    for (const width of WIDTHS) {
      const context = await browser.newContext({ baseURL: server.url, viewport: { width, height: width < 600 ? 812 : 800 }, colorScheme: theme });
      // The beta notice is seen once; the screens are about what follows.
      await context.addInitScript((chosen) => {
        window.localStorage.setItem('beta-notice-seen', 'true');
        window.localStorage.setItem('ui-theme', chosen);
      }, theme);
      if (who !== 'visitor') {
        const signIn = await context.request.post('/api/login', { data: DEMO[who === 'premium' ? 'premium' : who] });
        if (!signIn.ok()) {
          throw new Error(`signing in as ${who} failed`);
        }
      }
      const page = await context.newPage();
      for (const route of paths) {
        await page.goto(route);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(300);
        const file = path.join(out, `${width}-${who}${route.replace(/[/?=]+/g, '_') || '_home'}.png`);
        await page.screenshot({ path: file, fullPage: true });
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}
console.log(`Screenshots in ${out}`);
