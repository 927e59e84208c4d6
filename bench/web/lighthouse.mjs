// Lighthouse (mobile preset, simulated throttling) for /auth and /signals against
// the built app and the real server with the demo data, in Debian's Chromium.
//
//   node bench/web/lighthouse.mjs [--dist DIR] [--runs 3] [--port 4470] [--only /signals] [--details]
//
// --details also prints each run's long tasks, script costs and main-thread work by kind.
//
// Each page is measured twice: straight from the app server (which sends the
// build's precompressed Brotli/gzip copies) and behind a gzip reverse proxy.
// /signals is measured signed in as the demo trader, with the beta notice seen.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, DEMO, machine, median, option, startDemoServer, startGzipProxy, webBuild } from './lib.mjs';

const runs = Number(option('runs', '3'));
const only = option('only', '');
const port = Number(option('port', '4470'));
const debugPort = port + 2;

const dist = webBuild();
const server = await startDemoServer(dist, port);
const proxy = await startGzipProxy(server.url, port + 1);
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'web-bench-chrome-'));
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM,
  headless: true,
  args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debugPort}`],
});

/** Signs in (or out) on an origin through its API, and marks the beta notice seen there. */
async function prepare(origin, signedIn) {
  const page = await browser.newPage();
  await page.goto(`${origin}/auth`);
  await page.evaluate(() => window.localStorage.setItem('beta-notice-seen', 'true'));
  await page.request.post(`${origin}/api/logout`);
  if (signedIn) {
    const answer = await page.request.post(`${origin}/api/login`, { data: DEMO.trader });
    if (!answer.ok()) {
      throw new Error(`sign-in failed: ${answer.status()}`);
    }
  }
  await page.close();
}

async function measure(url) {
  const result = await lighthouse(url, { port: debugPort, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true });
  const audits = result.lhr.audits;
  if (process.argv.includes('--details')) {
    // Where the main thread's time went: the long tasks (attributed to scripts) and work by category.
    for (const item of audits['long-tasks']?.details?.items ?? []) {
      console.log(`    long task ${Math.round(item.duration)} ms at ${Math.round(item.startTime)} ms  ${item.url}`);
    }
    for (const item of audits['bootup-time']?.details?.items ?? []) {
      console.log(`    script ${item.url}: ${Math.round(item.total)} ms (evaluation ${Math.round(item.scripting)} ms, parse/compile ${Math.round(item.scriptParseCompile)} ms)`);
    }
    for (const item of audits['mainthread-work-breakdown']?.details?.items ?? []) {
      console.log(`    ${item.groupLabel}: ${Math.round(item.duration)} ms`);
    }
  }
  return {
    score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
  };
}

const rows = [];
try {
  for (const [label, origin] of [
    ['app server (precompressed)', server.url],
    ['behind gzip proxy', proxy.url],
  ]) {
    for (const [route, signedIn] of [
      ['/auth', false],
      ['/signals', true],
    ]) {
      if (only && route !== only) {
        continue;
      }
      await prepare(origin, signedIn);
      const results = [];
      for (let run = 0; run < runs; run += 1) {
        results.push(await measure(`${origin}${route}`));
      }
      const pick = (key) => median(results.map((r) => r[key]));
      rows.push({ route, label, score: pick('score'), fcp: pick('fcp'), lcp: pick('lcp'), tbt: pick('tbt'), cls: pick('cls') });
      const last = rows[rows.length - 1];
      console.log(
        `${route.padEnd(9)} ${label.padEnd(26)} score ${String(last.score).padStart(3)}  FCP ${(last.fcp / 1000).toFixed(2)} s  LCP ${(last.lcp / 1000).toFixed(2)} s  TBT ${Math.round(last.tbt)} ms  CLS ${last.cls.toFixed(3)}`,
      );
    }
  }
} finally {
  await browser.close();
  await proxy.close();
  server.close();
  fs.rmSync(profile, { recursive: true, force: true });
}
console.log(`\nMedian of ${runs} run(s) each; Lighthouse mobile preset (simulated slow 4G, 4x CPU slowdown). ${new Date().toISOString()}; ${machine()}`);
