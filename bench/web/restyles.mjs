// What makes the browser style the whole page again while a member's /signals is adopted, at the machine's own speed
// (no CPU slowdown): every style recalculation over --over ms in a DevTools trace of the load, with the changes that
// led to it (invalidation tracking: the function that made each, where the trace knows it); then, on the adopted page
// at rest, what a few single changes cost (each followed by a forced style and layout).
//
//   node bench/web/restyles.mjs [--dist DIR] [--runs 2] [--over 2] [--port 4500]
//
// Signed in as the demo trader, with the time zone kept (the page is then adopted, not drawn again). For finding
// work to cut; bench/web/lighthouse.mjs gives the figures that count.
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, DEMO, machine, option, startDemoServer, webBuild } from './lib.mjs';

const runs = Number(option('runs', '2'));
const over = Number(option('over', '2'));
const port = Number(option('port', '4500'));
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.invalidationTracking', 'disabled-by-default-devtools.timeline.stack'];

/** One change to the adopted page, run in it. */
const CHANGES = {
  'append an element to <body>, then remove it': 'const e = document.createElement("div"); document.body.append(e); getComputedStyle(e).color; e.remove();',
  'set inert on #root': 'document.getElementById("root").setAttribute("inert", "");',
  'remove inert from #root': 'document.getElementById("root").removeAttribute("inert");',
  'write <html lang> with its own value': 'document.documentElement.lang = document.documentElement.lang;',
  'set <html data-theme=light>': 'document.documentElement.dataset.theme = "light";',
  'remove <html data-theme>': 'delete document.documentElement.dataset.theme;',
};

const server = await startDemoServer(webBuild(), port);
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });

/** The style recalculations of the renderer's main thread in a trace, each with the invalidations recorded before it. */
function recalculations(events) {
  const time = {};
  for (const e of events) {
    if (e.name === 'UpdateLayoutTree') {
      time[`${e.pid}:${e.tid}`] = (time[`${e.pid}:${e.tid}`] ?? 0) + (e.dur ?? 0);
    }
  }
  const [thread] = Object.entries(time).sort((a, b) => b[1] - a[1])[0] ?? [];
  const own = events.filter((e) => `${e.pid}:${e.tid}` === thread).sort((a, b) => a.ts - b.ts);
  const start = own.find((e) => e.ph === 'X' && e.ts > 0)?.ts ?? 0;
  const found = [];
  let causes = [];
  for (const e of own) {
    if (/InvalidationTracking|ScheduleStyleRecalculation/.test(e.name)) {
      const data = e.args?.data ?? {};
      const frame = data.stackTrace?.[0];
      const by = frame ? ` by ${frame.functionName || '(anonymous)'}@${(frame.url ?? '').replace(/.*\//, '')}:${frame.lineNumber + 1}` : '';
      causes.push(`${e.name.replace('InvalidationTracking', '')}: ${data.reason ?? ''} ${data.nodeName ?? ''}${by}`.replace(/\s+/g, ' '));
    }
    if (e.name === 'UpdateLayoutTree' && e.ph === 'X') {
      found.push({ at: (e.ts - start) / 1000, ms: e.dur / 1000, elements: e.args?.elementCount, causes });
      causes = [];
    }
  }
  return found;
}

try {
  for (let run = 1; run <= runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const setup = await context.newPage();
    await setup.goto(`${server.url}/auth`);
    await setup.request.post(`${server.url}/api/login`, { data: DEMO.trader });
    await setup.evaluate(() => window.localStorage.setItem('beta-notice-seen', 'true'));
    await setup.waitForFunction(() => document.cookie.includes('signals.tz='));
    const page = await context.newPage();
    await setup.close();
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(`${server.url}/signals`);
    await page.waitForTimeout(3000);
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    console.log(`\n/signals, run ${run}: style recalculations over ${over} ms while the page loads and is adopted (ms after the first)`);
    for (const recalc of recalculations(events).filter((r) => r.ms >= over)) {
      console.log(`  ${recalc.at.toFixed(0).padStart(6)} ms  ${recalc.ms.toFixed(1).padStart(5)} ms  ${recalc.elements ?? '?'} elements`);
      const counts = {};
      for (const cause of recalc.causes) {
        counts[cause] = (counts[cause] ?? 0) + 1;
      }
      for (const [cause, count] of Object.entries(counts).sort((a, b) => b[1] - a[1]).slice(0, 6)) {
        console.log(`        ${String(count).padStart(3)} × ${cause.slice(0, 150)}`);
      }
    }
    if (run === runs) {
      console.log(`\nOn the adopted page at rest (${await page.evaluate(() => document.querySelectorAll('*').length)} elements): one change, then style and layout`);
      for (const [name, script] of Object.entries(CHANGES)) {
        await browser.startTracing(page, { categories: ['devtools.timeline'] });
        await page.evaluate(`${script} getComputedStyle(document.body).color; document.body.offsetHeight;`);
        const traced = JSON.parse((await browser.stopTracing()).toString()).traceEvents.filter((e) => e.name === 'UpdateLayoutTree' && e.ph === 'X');
        const ms = traced.reduce((sum, e) => sum + e.dur / 1000, 0);
        const elements = traced.reduce((sum, e) => sum + (e.args?.elementCount ?? 0), 0);
        console.log(`  ${name.padEnd(46)} ${ms.toFixed(1).padStart(5)} ms, ${elements} elements styled`);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
console.log(`\n${new Date().toISOString()}; ${machine()}`);
