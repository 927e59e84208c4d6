// The main thread's long tasks while a page loads, each with what it is made of: a DevTools trace at the CPU
// slowdown of Lighthouse's mobile preset (4x), on a first visit (new context, no cache, no service worker),
// signed in as the demo trader for a member page. Lists every task over --over ms after navigation, with its
// trace events (layout, style, script evaluation by URL) and, for tasks over 25 ms, the functions and React
// components that took the most self time. For finding what to cut; bench/web/lighthouse.mjs gives the
// figures that count.
//
//   node bench/web/tasks.mjs [--dist DIR] [--route /signals] [--runs 3] [--over 40] [--port 4490]
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, DEMO, machine, option, startDemoServer, webBuild } from './lib.mjs';

const route = option('route', '/signals');
const runs = Number(option('runs', '3'));
const over = Number(option('over', '40'));
const port = Number(option('port', '4490'));
const KINDS = new Set(['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'ParseHTML', 'Layout', 'UpdateLayoutTree', 'Paint', 'PrePaint', 'Layerize', 'MinorGC', 'MajorGC', 'TimerFire', 'FireAnimationFrame', 'RunMicrotasks', 'EventDispatch']);

const server = await startDemoServer(webBuild(), port);
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
const top = (sums, count) =>
  Object.entries(sums)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
    .join(' | ');

try {
  for (let run = 1; run <= runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
    await context.addInitScript(() => window.localStorage.setItem('beta-notice-seen', 'true'));
    if (!['/auth', '/admin-auth', '/help', '/privacy', '/performance'].includes(route)) {
      const answer = await context.request.post(`${server.url}/api/login`, { data: DEMO.trader });
      if (!answer.ok()) {
        throw new Error(`sign-in failed: ${answer.status()}`);
      }
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink'] });
    await page.goto(`${server.url}${route}`, { waitUntil: 'load' });
    await page.waitForTimeout(5000);
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    const { profile } = await cdp.send('Profiler.stop');
    await context.close();

    // The page's main thread: the one that parsed its HTML.
    const parse = events.find((e) => e.name === 'ParseHTML' && (e.args?.beginData?.url ?? '').includes(route));
    const own = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X');
    const navigation = own.filter((e) => e.name === 'RunTask').reduce((first, e) => Math.min(first, e.ts), Infinity);
    const tasks = own.filter((e) => e.name === 'RunTask' && e.dur > over * 1000).sort((a, b) => a.ts - b.ts);

    // Self time of the sampled functions, and of the innermost component (a capitalised function) on each stack.
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const parent = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node.id])));
    const times = [];
    let clock = profile.startTime;
    for (const delta of profile.timeDeltas) {
      clock += delta;
      times.push(clock);
    }
    const sampled = (from, to) => {
      const functions = {};
      const components = {};
      profile.samples.forEach((id, i) => {
        const node = byId.get(id);
        const { functionName, url, lineNumber } = node.callFrame;
        if (times[i] < from || times[i] > to || ['(idle)', '(program)'].includes(functionName)) {
          return;
        }
        const ms = (profile.timeDeltas[i + 1] ?? 100) / 1000;
        const name = `${functionName || '(anonymous)'} ${url.replace(/.*\//, '')}:${lineNumber + 1}`;
        functions[name] = (functions[name] ?? 0) + ms;
        for (let at = id; at !== undefined; at = parent.get(at)) {
          const frame = byId.get(at).callFrame.functionName;
          if (/^[A-Z][A-Za-z]+$/.test(frame)) {
            components[frame] = (components[frame] ?? 0) + ms;
            break;
          }
        }
      });
      return `\n            functions: ${top(functions, 5)}\n            components: ${top(components, 5)}`;
    };

    console.log(`\n${route}, run ${run}: tasks over ${over} ms (ms after the first task; 4x CPU)`);
    for (const task of tasks) {
      const sums = {};
      for (const e of own) {
        if (e !== task && KINDS.has(e.name) && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur) {
          const url = e.args?.data?.url?.replace(server.url, '');
          const key = url ? `${e.name} ${url}` : e.name;
          sums[key] = (sums[key] ?? 0) + e.dur / 1000;
        }
      }
      const at = ((task.ts - navigation) / 1000).toFixed(0).padStart(6);
      const detail = task.dur > 25_000 ? sampled(task.ts, task.ts + task.dur) : '';
      console.log(`${at} ms  ${(task.dur / 1000).toFixed(0).padStart(4)} ms  ${top(sums, 5)}${detail}`);
    }
  }
} finally {
  await browser.close();
  server.close();
}
console.log(`\n${new Date().toISOString()}; ${machine()}`);
