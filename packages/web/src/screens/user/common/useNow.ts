import { useSyncExternalStore } from 'react';
import { pageClock } from '../../../ssr/pageTime';

/**
 * One shared clock for relative times ("5 minutes ago"): a single timer for
 * the whole page, running only while something on screen reads it, so a list
 * of hundreds of rows does not start hundreds of intervals.
 */
const TICK_MS = 30_000;
/**
 * A page rendered on the server starts on the clock it was drawn with (a few seconds old at most), so that React,
 * adopting it, finds nothing changed: a clock moved on at adoption made every card draw itself again in one task
 * that cannot be split (a store's change is always rendered at once: bench/web, total blocking time). The first tick
 * brings this device's clock.
 */
let now = pageClock() ?? Date.now();
let onPageClock = pageClock() !== null;
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    // Back on a screen after none read the clock, or first reading it long after the page was drawn: it moves on
    // now, not at the next tick.
    if (!onPageClock || Math.abs(Date.now() - now) >= TICK_MS) {
      now = Date.now();
    }
    onPageClock = false;
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((notify) => notify());
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The current time, updated every 30 seconds while mounted. */
export function useNow(): number {
  // Rendered on the server: the page's clock (a module-level one would be the time the server started); adopted in
  // the browser, the same clock, then this device's.
  return useSyncExternalStore(subscribe, () => now, () => pageClock() ?? now);
}
