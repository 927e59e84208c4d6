// Makes sure the end-to-end tests have a Chromium: Playwright cannot download
// its own here, so we use Debian's package, installing it when we may.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) {
  process.exit(0);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!isRoot || !hasApt || process.env.CHROMIUM_PATH) {
  console.error(`Chromium was not found at ${path}. Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}
console.info('Chromium is missing: installing Debian\'s chromium package (a few minutes, once)…');
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
