// Lighthouse (mobile preset, simulated throttling) for /auth and /signals against
// the built app and the real server with the demo data, in Debian's Chromium.
//
//   node bench/web/lighthouse.mjs [--dist DIR] [--server DIR] [--runs 5] [--port 4470] [--only /signals] [--proxy] [--details] [--floor] [--slowdown 4]
//
// Two visits of each page, labelled:
// - first visit: Lighthouse's default storage reset before every run (HTTP cache, service worker, Cache Storage,
//   localStorage and IndexedDB cleared; cookies kept, so /signals is still signed in): what a trader opening a link
//   for the first time meets;
// - repeat visit: the page loaded once beforehand in the same profile (its service worker installed, its files
//   precached and in the HTTP cache), then measured with the storage kept.
// /signals is signed in as the demo trader. --proxy also measures behind a gzip reverse proxy (as a deployment
// without precompressed files would serve); --details prints each run's long tasks and main-thread work, and every task
// Lighthouse observed that its 4x simulation makes long (over 12.5 ms), with the functions and events it ran: Lighthouse
// measures the page at the machine's own speed and multiplies, so these are the tasks its total blocking time counts.
// --server DIR runs another build of the server (a baseline's packages/server/dist).
// --floor measures bench/web/floor instead: the smallest app on the same stack (React, the router, styled-components,
// zustand; one heading, drawn by the client), served as static files with gzip. What the stack alone costs on this
// machine, the floor under any figure of the app's.
// Each row also gives Lighthouse's benchmark index (its own measure of this machine's CPU; higher is faster): figures
// taken on machines with different indexes are not comparable. --slowdown N simulates an N-times slower CPU instead of
// the preset's 4x (the rest of the preset kept), to compare with a slower machine's figures: 4 × its index ÷ this one's.
//
// "Before first paint" is what the first paint has to wait for: the HTML document plus every request Chromium
// marks render-blocking, plus, when the HTML paints nothing without JavaScript (checked by loading the page with
// JavaScript off), the JavaScript that arrived before the first contentful paint.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, DEMO, MOBILE_SLOWDOWN, blockingMs, buildFloor, machine, median, option, startDemoServer, startGzipProxy, startStaticServer, webBuild } from './lib.mjs';

const runs = Number(option('runs', '5'));
const only = option('only', '');
const port = Number(option('port', '4470'));
const debugPort = port + 2;
const details = process.argv.includes('--details');
const slowdown = Number(option('slowdown', String(MOBILE_SLOWDOWN)));

const floor = process.argv.includes('--floor');
const server = floor ? await startStaticServer((await buildFloor()).dist, port) : await startDemoServer(webBuild(), port, option('server', undefined));
const proxy = process.argv.includes('--proxy') ? await startGzipProxy(server.url, port + 1) : null;
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'web-bench-chrome-'));
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM,
  headless: true,
  args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debugPort}`],
});

/** Signs in (or out) on an origin through its API. */
async function signIn(origin, signedIn) {
  const page = await browser.newPage();
  await page.goto(`${origin}/auth`);
  await page.request.post(`${origin}/api/logout`);
  if (signedIn) {
    const answer = await page.request.post(`${origin}/api/login`, { data: DEMO.trader });
    if (!answer.ok()) {
      throw new Error(`sign-in failed: ${answer.status()}`);
    }
  }
  await page.close();
}

/** A visit before the repeat visits: the beta notice seen, the service worker installed and its precache filled. */
async function visitOnce(url) {
  const page = await browser.newPage();
  await page.goto(url);
  await page.evaluate(() => window.localStorage.setItem('beta-notice-seen', 'true'));
  // The floor has no service worker: its repeat visit is the browser's cache alone.
  await page.evaluate(async (floor) => {
    const registration = floor ? undefined : await navigator.serviceWorker?.ready;
    // Wait until the worker is active: its install step has precached the build.
    while (registration && registration.active?.state !== 'activated') {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, floor);
  await page.reload();
  await page.waitForLoadState('networkidle');
  await page.close();
}

/** Whether the HTML alone paints something contentful: the page loaded with its scripts off (same cookies). */
async function paintsWithoutJavaScript(url) {
  const page = await browser.newPage();
  const cdp = await browser.newCDPSession(page);
  await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
  // As on a first visit: a service worker installed by an earlier page's repeat visit would answer with the app shell.
  await cdp.send('Network.enable');
  await cdp.send('Network.setBypassServiceWorker', { bypass: true });
  await page.goto(url);
  await page.waitForTimeout(500);
  // The page's scripts are off, but DevTools' evaluation still runs and the browser still records paints.
  const { result } = await cdp.send('Runtime.evaluate', { expression: "performance.getEntriesByName('first-contentful-paint').length", returnByValue: true });
  await page.close();
  return result.value > 0;
}

/** The page's own requests: not the service worker's (which precaches the whole build once the page has loaded). */
function pageRequests(audits) {
  return audits['network-requests'].details.items.filter((r) => r.sessionTargetType === 'page');
}

/** The element Lighthouse took for the largest contentful paint, as HTML. */
function lcpElement(audits) {
  const items = audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node = items.flatMap((item) => (item.type === 'node' ? [item] : [])).at(0);
  return node?.snippet ?? '?';
}

function bytesBeforeFirstPaint(audits, paintsAlone) {
  const fcp = audits.metrics.details.items[0].observedFirstContentfulPaint;
  const requests = pageRequests(audits);
  const documentBytes = requests.find((r) => r.resourceType === 'Document')?.transferSize ?? 0;
  const blocking = (audits['render-blocking-insight']?.details?.items ?? []).reduce((sum, item) => sum + (item.totalBytes ?? 0), 0);
  const scripts = paintsAlone ? 0 : requests.filter((r) => r.resourceType === 'Script' && r.networkEndTime <= fcp).reduce((sum, r) => sum + r.transferSize, 0);
  return documentBytes + blocking + scripts;
}

/**
 * The tasks Lighthouse observed after the first paint that its 4x simulation makes long (over 12.5 ms observed), each
 * with what it ran: the functions it called (name, file and line), module evaluations, style and layout.
 */
function observedTasks(events) {
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  if (!paint) {
    return;
  }
  const own = events.filter((e) => e.pid === paint.pid && e.tid === paint.tid && e.ph === 'X');
  // Before the observed paint too: the simulation places tasks by their dependencies, not where they were observed.
  const tasks = own.filter((e) => e.name === 'RunTask' && blockingMs((e.dur / 1000) * MOBILE_SLOWDOWN) > 0).sort((a, b) => a.ts - b.ts);
  for (const task of tasks) {
    const parts = {};
    for (const e of own) {
      if (e === task || e.ts < task.ts || e.ts + e.dur > task.ts + task.dur || e.dur < 500) {
        continue;
      }
      const data = e.args?.data ?? {};
      const file = (data.url ?? '').replace(/.*\//, '');
      const key = e.name === 'EventDispatch' ? `event ${data.type}` : e.name === 'FunctionCall' ? `${data.functionName || '(anonymous)'}@${file}:${(data.lineNumber ?? 0) + 1}` : e.dur >= 2000 ? `${e.name}${file ? ` ${file}` : ''}` : null;
      if (key) {
        parts[key] = (parts[key] ?? 0) + e.dur / 1000;
      }
    }
    const list = Object.entries(parts)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
      .join(' | ');
    console.log(`    observed ${(task.dur / 1000).toFixed(1)} ms at ${((task.ts - paint.ts) / 1000).toFixed(0)} ms from paint (x${MOBILE_SLOWDOWN} ${((task.dur / 1000) * MOBILE_SLOWDOWN).toFixed(0)})  ${list}`);
  }
}

async function measure(url, firstVisit, paintsAlone) {
  const result = await lighthouse(url, { port: debugPort, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: !firstVisit, ...(slowdown === MOBILE_SLOWDOWN ? {} : { throttling: { cpuSlowdownMultiplier: slowdown } }) });
  const audits = result.lhr.audits;
  if (result.lhr.runtimeError || !audits.metrics.details) {
    throw new Error(`Lighthouse could not measure ${url}: ${result.lhr.runtimeError?.message ?? audits.metrics.errorMessage ?? 'no metrics'} ${result.lhr.runWarnings.join(' ')}`);
  }
  if (details) {
    for (const item of audits['long-tasks']?.details?.items ?? []) {
      console.log(`    long task ${Math.round(item.duration)} ms at ${Math.round(item.startTime)} ms  ${item.url}`);
    }
    for (const item of audits['bootup-time']?.details?.items ?? []) {
      console.log(`    script ${item.url}: ${Math.round(item.total)} ms (evaluation ${Math.round(item.scripting)} ms, parse/compile ${Math.round(item.scriptParseCompile)} ms)`);
    }
    for (const item of audits['mainthread-work-breakdown']?.details?.items ?? []) {
      console.log(`    ${item.groupLabel}: ${Math.round(item.duration)} ms`);
    }
    console.log(`    LCP element: ${lcpElement(audits)}`);
    observedTasks(result.artifacts.Trace.traceEvents);
  }
  const requests = pageRequests(audits);
  return {
    score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    js: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + r.transferSize, 0),
    beforePaint: bytesBeforeFirstPaint(audits, paintsAlone),
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = [];
try {
  const origins = floor ? [['floor, static (gzip)', server.url]] : [['app server (precompressed)', server.url], ...(proxy ? [['behind gzip proxy', proxy.url]] : [])];
  const pages = floor
    ? [['/', false]]
    : [
        ['/auth', false],
        ['/signals', true],
      ];
  for (const [label, origin] of origins) {
    for (const [route, signedIn] of pages) {
      if (only && route !== only) {
        continue;
      }
      if (!floor) {
        await signIn(origin, signedIn);
      }
      const paintsAlone = await paintsWithoutJavaScript(`${origin}${route}`);
      for (const visit of ['first', 'repeat']) {
        if (visit === 'repeat') {
          await visitOnce(`${origin}${route}`);
        }
        const results = [];
        for (let run = 0; run < runs; run += 1) {
          results.push(await measure(`${origin}${route}`, visit === 'first', paintsAlone));
        }
        const pick = (key) => median(results.map((r) => r[key]));
        const row = { route, label, visit, paintsAlone, ...Object.fromEntries(['score', 'fcp', 'lcp', 'tbt', 'cls', 'js', 'beforePaint', 'benchmarkIndex'].map((k) => [k, pick(k)])) };
        rows.push(row);
        console.log(
          `${route.padEnd(9)} ${`${visit} visit`.padEnd(13)} ${label.padEnd(26)} score ${String(row.score).padStart(3)}  FCP ${(row.fcp / 1000).toFixed(2)} s  LCP ${(row.lcp / 1000).toFixed(2)} s  TBT ${Math.round(row.tbt)} ms  CLS ${row.cls.toFixed(3)}  JS ${kb(row.js)}  before first paint ${kb(row.beforePaint)}  benchmark index ${Math.round(row.benchmarkIndex)}${paintsAlone ? '' : ' (the HTML paints nothing without JavaScript)'}`,
        );
      }
    }
  }
} finally {
  await browser.close();
  await proxy?.close();
  server.close();
  fs.rmSync(profile, { recursive: true, force: true });
}

console.log('\n| page | visit | served by | LCP | TBT | CLS | FCP | JS transferred | before first paint | benchmark index |');
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const row of rows) {
  console.log(
    `| \`${row.route}\` | ${row.visit} | ${row.label} | ${(row.lcp / 1000).toFixed(2)} s | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} | ${(row.fcp / 1000).toFixed(2)} s | ${kb(row.js)} | ${kb(row.beforePaint)} | ${Math.round(row.benchmarkIndex)} |`,
  );
}
console.log(`\nMedian of ${runs} run(s) each; Lighthouse mobile preset (simulated slow 4G, ${slowdown}x CPU slowdown${slowdown === MOBILE_SLOWDOWN ? '' : ', not the preset\'s 4x'}). ${new Date().toISOString()}; load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}; ${machine()}`);
