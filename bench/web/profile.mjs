// Where the main thread's time goes while /signals (or another route) loads:
// a CPU profile under the same 4x CPU slowdown as Lighthouse's mobile preset,
// summed by function and by package, plus the page's own long tasks.
//
//   node bench/web/profile.mjs [--route /signals] [--runs 3] [--port 4480] [--top 30]
//
// Builds the app unminified (function names stay readable), serves it with the
// demo data and signs in as the demo trader. Figures are for finding work to cut;
// bench/web/lighthouse.mjs gives the figures that count.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, DEMO, MOBILE_SLOWDOWN, ROOT, blockingMs, machine, median, option, startDemoServer } from './lib.mjs';

const route = option('route', '/signals');
const runs = Number(option('runs', '3'));
const port = Number(option('port', '4480'));
const top = Number(option('top', '30'));

const dist = option('dist', '') || fs.mkdtempSync(path.join(os.tmpdir(), 'web-profile-dist-'));
if (!option('dist', '')) {
  console.log(`Building packages/web unminified into ${dist} …`);
  const web = path.join(ROOT, 'packages/web');
  execFileSync(path.join(web, 'node_modules/.bin/vite'), ['build', '--outDir', dist, '--emptyOutDir', '--minify', 'false', '--logLevel', 'warn'], { cwd: web, stdio: 'inherit' });
}
const server = await startDemoServer(dist, port);
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });

/** Which package (or app folder) a script URL and function belong to. */
function owner(url) {
  const match = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url);
  return match ? match[1] : url.replace(/^https?:\/\/[^/]+/, '') || '(native)';
}

const byFunction = new Map();
const byScript = new Map();
const blocking = [];
const longest = [];
try {
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/auth`);
    await page.evaluate(() => window.localStorage.setItem('beta-notice-seen', 'true'));
    if (route !== '/auth') {
      const answer = await page.request.post(`${server.url}/api/login`, { data: DEMO.trader });
      if (!answer.ok()) {
        throw new Error(`sign-in failed: ${answer.status()}`);
      }
    }
    await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask', buffered: true });
    });
    await cdp.send('Profiler.start');
    await page.goto(`${server.url}${route}`, { waitUntil: 'load' });
    await page.waitForTimeout(4000);
    const { profile } = await cdp.send('Profiler.stop');
    const tasks = await page.evaluate(() => window.__longTasks);
    blocking.push(tasks.reduce((sum, d) => sum + blockingMs(d), 0));
    longest.push(Math.max(0, ...tasks));

    // Self time per node: samples × the interval between them.
    const selfTime = new Map();
    for (let i = 1; i < profile.samples.length; i += 1) {
      const id = profile.samples[i];
      selfTime.set(id, (selfTime.get(id) ?? 0) + profile.timeDeltas[i] / 1000);
    }
    for (const node of profile.nodes) {
      const ms = selfTime.get(node.id) ?? 0;
      const { functionName, url, lineNumber } = node.callFrame;
      if (!ms || ['(idle)', '(program)'].includes(functionName)) {
        continue;
      }
      const fn = `${functionName || '(anonymous)'}  ${owner(url)}:${lineNumber + 1}`;
      byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms / runs);
      const script = owner(url) || functionName;
      byScript.set(script, (byScript.get(script) ?? 0) + ms / runs);
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}

const list = (map) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top);
console.log(`\n${route}: long tasks' blocking time (sum of each over 50 ms), median of ${runs}: ${Math.round(median(blocking))} ms; longest task ${Math.round(median(longest))} ms`);
console.log('\nSelf time by script (ms, 4x slowdown, mean per run):');
for (const [name, ms] of list(byScript)) {
  console.log(`  ${ms.toFixed(0).padStart(6)}  ${name}`);
}
console.log('\nSelf time by function:');
for (const [name, ms] of list(byFunction)) {
  console.log(`  ${ms.toFixed(1).padStart(7)}  ${name}`);
}
console.log(`\n${new Date().toISOString()}; ${machine()}`);
