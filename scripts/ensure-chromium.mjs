// Makes sure the end-to-end tests have a Chromium, and fonts for the app's
// Chinese, Japanese and Korean screens: Playwright cannot download its own
// browser here, so we use Debian's packages, installing them when we may.
// The journeys run in Chromium's headless shell (the browser without its own
// window and UI pages, as Playwright itself runs headless tests: a third less
// of the machine per page); the benchmarks and screenshots in the full
// Chromium that members use.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const fullBrowser = '/usr/bin/chromium';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');

/** Whether fontconfig knows a font for Japanese (Noto CJK covers Chinese and Korean too). */
function hasCjkFonts() {
  try {
    return execSync('fc-list :lang=ja family', { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
}

const missing = [
  ...(existsSync(path) ? [] : ['chromium-headless-shell']),
  ...(existsSync(fullBrowser) ? [] : ['chromium']),
  ...(hasCjkFonts() ? [] : ['fonts-noto-cjk']),
];
if (missing.length === 0) {
  process.exit(0);
}
if (!isRoot || !hasApt || (missing.includes('chromium-headless-shell') && process.env.CHROMIUM_PATH)) {
  if (missing.includes('chromium-headless-shell')) {
    console.error(`Chromium's headless shell was not found at ${path}. Install it (Debian: apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH.`);
    process.exit(1);
  }
  if (missing.includes('chromium')) {
    console.warn(`The benchmarks' Chromium was not found at ${fullBrowser} (Debian: apt-get install -y chromium); the tests do not need it.`);
  }
  // Without them the screens in Chinese, Japanese and Korean show boxes in screenshots; the tests still read the text.
  console.warn('No CJK fonts were found (Debian: apt-get install -y fonts-noto-cjk).');
  process.exit(0);
}
console.info(`Installing Debian's ${missing.join(' and ')} (a few minutes, once)…`);
execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, { stdio: 'inherit' });
