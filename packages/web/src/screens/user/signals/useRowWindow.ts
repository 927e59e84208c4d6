import { useCallback, useState, useSyncExternalStore } from 'react';

/** Rows rendered above and below the visible ones, so scrolling and tabbing always find the next row in place. */
const OVERSCAN = 8;
/**
 * A first guess of a card's height plus the gap, until the first row can be measured: on the tall side (a phone's
 * card with its prices, 200 px and a 12 px gap), as a list guessed too short cannot be scrolled back to where the
 * reader left it.
 */
const DEFAULT_STRIDE = 212;

interface RowWindow {
  /** The first and one-past-last index of the rows to render. */
  start: number;
  end: number;
  /** The height of one row plus the gap below it, in pixels. */
  stride: number;
  listRef: (node: HTMLElement | null) => void;
}

/**
 * Windowing for a long list of equal-height rows in the page's own scroll:
 * only the rows near the viewport are in the DOM, spacers stand in for the
 * rest. A live signal arriving on top then costs the same with 20 rows or
 * 2,000. Focusing a row scrolls it into view, which moves the window, so
 * tabbing walks the whole list; the browser's scroll anchoring keeps the rows
 * on screen still when rows are added above them.
 *
 * @param count how many rows the list has.
 * @param enabled false renders every row (short lists).
 */
export function useRowWindow(count: number, enabled: boolean): RowWindow {
  const [node, setNode] = useState<HTMLElement | null>(null);

  const subscribe = useCallback(
    (notify: () => void) => {
      if (!enabled) {
        return () => undefined;
      }
      let frame = 0;
      const schedule = () => {
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(notify);
      };
      window.addEventListener('scroll', schedule, { passive: true });
      window.addEventListener('resize', schedule);
      return () => {
        cancelAnimationFrame(frame);
        window.removeEventListener('scroll', schedule);
        window.removeEventListener('resize', schedule);
      };
    },
    [enabled],
  );

  // Before the list is on screen (and on the server): the first rows, or all of them when not windowed.
  const unmeasured = () => `0:${enabled ? Math.min(count, 3 * OVERSCAN) : count}:${DEFAULT_STRIDE}`;
  // The window as text, so React compares snapshots by value.
  const snapshot = useSyncExternalStore(
    subscribe,
    () => {
      if (!enabled || !node) {
        return unmeasured();
      }
      const first = node.querySelector<HTMLElement>(':scope > li:not([aria-hidden])');
      const gap = Number.parseFloat(getComputedStyle(node).rowGap) || 0;
      const stride = first && first.offsetHeight > 0 ? first.offsetHeight + gap : DEFAULT_STRIDE;
      const above = -node.getBoundingClientRect().top;
      const start = Math.min(count, Math.max(0, Math.floor(above / stride) - OVERSCAN));
      const end = Math.min(count, Math.max(start, Math.ceil((above + window.innerHeight) / stride) + OVERSCAN));
      return `${start}:${end}:${stride}`;
    },
    unmeasured,
  );

  const [start = 0, end = count, stride = DEFAULT_STRIDE] = snapshot.split(':').map(Number);
  return { start, end, stride, listRef: setNode };
}
