// Draws the app's icons from the logo (public/favicon.svg, ui/LogoMark.tsx) with Chromium and writes them as PNGs
// under public/icons/. Run by hand when the logo changes, then commit the PNGs:
//   node packages/web/build/renderIcons.mjs
// (Chromium and Playwright come from the e2e tests' install: CHROMIUM_PATH, else /usr/bin/chromium.)
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const here = import.meta.dirname;
const require = createRequire(path.resolve(here, '../../../tests/package.json'));
const { chromium } = require('@playwright/test');

const gradient = `<defs><linearGradient id="g" x1="0" y1="0" x2="32" y2="32" gradientUnits="userSpaceOnUse">
  <stop offset="0" stop-color="#4f7cff"/><stop offset="1" stop-color="#7b5cff"/></linearGradient></defs>`;
const mark = (stroke = '#fff', dot = '#1fcf8e') => `<path d="M7 21.5l5.5-5.5 4 4L25 11.5" fill="none" stroke="${stroke}" stroke-width="2.6"
  stroke-linecap="round" stroke-linejoin="round"/><circle cx="25" cy="11.5" r="2.2" fill="${dot}" stroke="${stroke}" stroke-width="1.2"/>`;
// The line's box is centred on (16.6, 16.5): a scaled copy is moved so it stays centred on the tile.
const centred = (scale, body) => `<g transform="translate(16 16) scale(${scale}) translate(-16.6 -16.5)">${body}</g>`;

const icons = {
  // The tile as the favicon draws it, corners clear: launchers that show icons as they are (desktop, older Android).
  'icon-192.png': { size: 192, svg: `${gradient}<rect width="32" height="32" rx="9" fill="url(#g)"/>${mark()}` },
  'icon-512.png': { size: 512, svg: `${gradient}<rect width="32" height="32" rx="9" fill="url(#g)"/>${mark()}` },
  // Full bleed, the line inside the central 80 % circle that every launcher's mask keeps.
  'maskable-512.png': { size: 512, svg: `${gradient}<rect width="32" height="32" fill="url(#g)"/>${centred(0.78, mark())}` },
  // iOS rounds the corners itself and fills transparency with black: a full square.
  'apple-touch-icon-180.png': { size: 180, svg: `${gradient}<rect width="32" height="32" fill="url(#g)"/>${centred(0.9, mark())}` },
  // Android's status-bar badge: only the alpha counts, so white on clear.
  'badge-96.png': { size: 96, svg: centred(1.25, mark('#fff', '#fff')) },
};

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  for (const [name, { size, svg }] of Object.entries(icons)) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}</style><svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">${svg}</svg>`,
    );
    const png = await page.locator('svg').screenshot({ omitBackground: true });
    await writeFile(path.resolve(here, '../public/icons', name), png);
    console.info(`public/icons/${name}: ${size}x${size}, ${png.length} bytes`);
  }
} finally {
  await browser.close();
}
