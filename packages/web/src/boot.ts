/**
 * The page's first script. A page rendered at build time (build/prerender.ts) paints from its HTML alone; the app's
 * code is fetched once the whole page is parsed and painted, so on a slow network it never competes with the HTML,
 * nor runs before the page is on screen. The chunks the page needs, the app's own and its screen's (listed by the
 * prerendering step in #root's data-preload), are then all fetched at once, not one after the other. The app shell
 * (index.html's empty #root) has nothing to paint: its code is fetched at once, as is a hidden tab's (it paints only
 * when shown).
 */
import { START_STAGES } from './start/stages';

const root = document.getElementById('root');

/**
 * Preload links added per task: each starts a fetch, 1.5-2 ms of main thread on a mid-range phone; the fifty a
 * member page lists, added at once, held it for a long task (total blocking time, bench/web).
 */
const LINKS_PER_TASK = 3;

function start() {
  const hrefs = root?.dataset.preload?.split(' ').filter(Boolean) ?? [];
  const next = () => {
    for (const href of hrefs.splice(0, LINKS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    if (hrefs.length > 0) {
      nextTask(next);
    } else {
      // Vite's loader finds the app's chunks already linked and adds none. The libraries and the app's shared code are
      // evaluated stage by stage, each in a task of its own, the app's entry last.
      evaluate(0);
    }
  };
  next();
}

const stageLoaders = import.meta.glob<unknown>(['./start/*.ts', '!./start/stages.ts']);

/** Evaluates the start's stages from `index` on (src/start/stages.ts), then starts the app. */
function evaluate(index: number): void {
  const load = stageLoaders[`./start/${START_STAGES[index]}.ts`];
  if (index < START_STAGES.length && load) {
    void load().then(() => nextTask(() => evaluate(index + 1)));
    return;
  }
  void import('./main').then(({ startApp }) => nextTask(startApp));
}

/** Runs `task` in a task of its own, after what is queued (a message: setTimeout's would wait 4 ms once nested). */
function nextTask(task: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    task();
  };
  channel.port2.postMessage(null);
}

/** After the next paint: requestAnimationFrame runs just before a frame is painted, the task it queues after. */
const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));

if (root?.hasChildNodes() !== true || document.visibilityState !== 'visible') {
  start();
} else if (document.readyState === 'complete') {
  afterPaint();
} else {
  window.addEventListener('load', afterPaint, { once: true });
}
