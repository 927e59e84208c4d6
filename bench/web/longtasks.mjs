// A live signal list under load: 500 rows on screen while an admin publishes
// 10 signals a second; reports the longest main-thread task (PerformanceObserver
// 'longtask' in Chromium) against the 50 ms goal.
//
//   node bench/web/longtasks.mjs [--dist DIR] [--rows 500] [--rate 10] [--seconds 5] [--port 4480] [--width 1280] [--at top|middle]
//
// The trader watches the newest signals arrive at the top of the list (--at top,
// the default), or reads older ones in the middle of it while new ones arrive above.
import os from 'node:os';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, DEMO, machine, option, startDemoServer, webBuild } from './lib.mjs';

const rows = Number(option('rows', '500'));
const rate = Number(option('rate', '10'));
const seconds = Number(option('seconds', '5'));
const port = Number(option('port', '4480'));
const width = Number(option('width', '1280'));
const at = option('at', 'top');
const GOAL_MS = 50;

let serial = 0;
/** A free arbitrage signal with a pair of its own. */
function signal() {
  serial += 1;
  const buyPrice = 10 + serial / 100;
  return {
    pair: `B${serial.toString(36).toUpperCase().padStart(4, '0')}/USDT`,
    signalType: 'arbitrage',
    isPremium: false,
    buyExchange: 'Binance',
    sellExchange: 'Kraken',
    // The profit of an arbitrage is its spread, which the server derives from the prices.
    buyPrice,
    sellPrice: buyPrice * (1 + (1 + (serial % 7) / 10) / 100),
  };
}

const dist = webBuild();
const server = await startDemoServer(dist, port);
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
try {
  const admin = await browser.newContext({ baseURL: server.url });
  const signIn = await admin.request.post('/api/login', { data: DEMO.admin });
  if (!signIn.ok()) {
    throw new Error('admin sign-in failed');
  }
  const publish = async () => {
    const answer = await admin.request.post('/api/signals', { data: signal() });
    if (answer.status() !== 201) {
      throw new Error(`publishing failed: ${answer.status()} ${await answer.text()}`);
    }
  };
  console.log(`Publishing ${rows} signals …`);
  for (let done = 0; done < rows; done += 10) {
    await Promise.all(Array.from({ length: Math.min(10, rows - done) }, publish));
  }

  const context = await browser.newContext({ baseURL: server.url, viewport: { width, height: 900 } });
  await context.addInitScript(() => window.localStorage.setItem('beta-notice-seen', 'true'));
  const page = await context.newPage();
  await page.request.post('/api/login', { data: DEMO.trader });
  const socketReady = new Promise((resolve) => {
    page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => String(payload).startsWith('40') && resolve()));
  });
  await page.goto('/signals');
  const free = page.getByRole('region', { name: 'Free Signals' });
  // The list says how many rows it holds (long lists render only the rows near the viewport).
  const LIST = 'section[aria-labelledby="free-signals-heading"] ul[data-rows]';
  const rowCount = () => page.evaluate((selector) => Number(document.querySelector(selector)?.getAttribute('data-rows') ?? 0), LIST);
  await free.getByRole('link').first().waitFor();
  while ((await rowCount()) < rows) {
    const before = await rowCount();
    await free.getByRole('button', { name: 'Load More' }).click();
    await page.waitForFunction(([selector, count]) => Number(document.querySelector(selector)?.getAttribute('data-rows')) > count, [LIST, before]);
  }
  await socketReady;
  await page.evaluate((where) => window.scrollTo(0, where === 'middle' ? document.documentElement.scrollHeight / 2 : 0), at);
  await page.waitForTimeout(1000);
  const shown = await rowCount();
  const inDom = await free.getByRole('link').count();
  console.log(`${shown} free rows in the list (${inDom} of them rendered), plus the premium section; recording long tasks while ${rate} signals a second arrive for ${seconds} s …`);

  await page.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__longTasks.push(entry.duration);
      }
    }).observe({ type: 'longtask' });
  });
  const started = Date.now();
  const total = rate * seconds;
  const load = os.loadavg()[0];
  const pending = [];
  for (let index = 0; index < total; index += 1) {
    pending.push(publish());
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + ((index + 1) * 1000) / rate - Date.now())));
  }
  await Promise.all(pending);
  await page.waitForFunction(([selector, count]) => Number(document.querySelector(selector)?.getAttribute('data-rows')) >= count, [LIST, shown + total], {
    timeout: 30_000,
  });
  const lastArrival = Date.now() - started;
  await page.waitForTimeout(500);
  const tasks = await page.evaluate(() => window.__longTasks);
  const longest = tasks.length ? Math.max(...tasks) : 0;
  console.log(`\n${total} signals published over ${seconds} s; all ${shown + total} rows on screen ${(lastArrival / 1000).toFixed(1)} s after the first.`);
  console.log(`Long tasks (> 50 ms): ${tasks.length}; longest ${Math.round(longest)} ms → ${longest <= GOAL_MS ? 'goal met' : 'goal missed'} (${GOAL_MS} ms)`);
  if (tasks.length) {
    console.log(`  all: ${tasks.map((duration) => Math.round(duration)).join(', ')} ms`);
  }
  console.log(`${new Date().toISOString()}; viewport ${width} px, list scrolled to the ${at}; load average at start ${load.toFixed(2)}; ${machine()}`);
} finally {
  await browser.close();
  server.close();
}
