// The main thread's long tasks while a page loads, each with what it is made of: a DevTools trace at the CPU
// slowdown of Lighthouse's mobile preset (4x), on a first visit (new context, no cache, no service worker),
// signed in as the demo trader for a member page. Lists every task over --over ms after navigation, with its
// trace events (layout, style, script evaluation by URL) and, for tasks over 25 ms, the functions and React
// components that took the most self time. For finding what to cut; bench/web/lighthouse.mjs gives the
// figures that count.
//
//   node bench/web/tasks.mjs [--dist DIR] [--route /signals] [--runs 3] [--over 40] [--port 4490] [--rate 4]
//
// --rate 1 traces at the machine's own speed, as Lighthouse observes a page before it simulates the 4x slowdown by
// multiplying each task's duration: a task is then listed when four times its duration is over --over, and the
// summary's blocking time is Lighthouse's rule (each task after the first paint, times four, beyond 50 ms).
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, DEMO, MOBILE_SLOWDOWN, blockingMs, machine, option, startDemoServer, webBuild } from './lib.mjs';

const route = option('route', '/signals');
const runs = Number(option('runs', '3'));
const over = Number(option('over', '40'));
const port = Number(option('port', '4490'));
const rate = Number(option('rate', String(MOBILE_SLOWDOWN)));
/** A task's duration as the 4x slowdown makes it: measured at --rate, scaled. */
const slowed = (microseconds) => (microseconds / 1000) * (MOBILE_SLOWDOWN / rate);
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
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
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
    const tasks = own.filter((e) => e.name === 'RunTask' && slowed(e.dur) > over).sort((a, b) => a.ts - b.ts);
    const paint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === parse.pid);
    const blocking = own
      .filter((e) => e.name === 'RunTask' && paint !== undefined && e.ts >= paint.ts)
      .reduce((sum, e) => sum + blockingMs(slowed(e.dur)), 0);

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
      const files = {};
      profile.samples.forEach((id, i) => {
        const node = byId.get(id);
        const { functionName, url, lineNumber } = node.callFrame;
        if (times[i] < from || times[i] > to || ['(idle)', '(program)'].includes(functionName)) {
          return;
        }
        const ms = (profile.timeDeltas[i + 1] ?? 100) / 1000;
        const name = `${functionName || '(anonymous)'} ${url.replace(/.*\//, '')}:${lineNumber + 1}`;
        functions[name] = (functions[name] ?? 0) + ms;
        const file = url.replace(/.*\//, '') || '(native)';
        files[file] = (files[file] ?? 0) + ms;
        for (let at = id; at !== undefined; at = parent.get(at)) {
          const frame = byId.get(at).callFrame.functionName;
          if (/^[A-Z][A-Za-z]+$/.test(frame)) {
            components[frame] = (components[frame] ?? 0) + ms;
            break;
          }
        }
      });
      return `\n            functions: ${top(functions, 5)}\n            files: ${top(files, 6)}\n            components: ${top(components, 5)}`;
    };

    console.log(`\n${route}, run ${run}: tasks over ${over} ms at 4x (ms after the first task; traced at ${rate}x CPU)`);
    console.log(`    first paint ${paint ? ((paint.ts - navigation) / 1000).toFixed(0) : '?'} ms; blocking after it (4x, beyond 50 ms each) ${blocking.toFixed(0)} ms`);
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
      const detail = slowed(task.dur) > 25 ? sampled(task.ts, task.ts + task.dur) : '';
      console.log(`${at} ms  ${slowed(task.dur).toFixed(0).padStart(4)} ms  ${top(sums, 5)}${detail}`);
    }
  }
} finally {
  await browser.close();
  server.close();
}
console.log(`\n${new Date().toISOString()}; ${machine()}`);
