import { useEffect, useLayoutEffect, useRef } from 'react';
import { STORAGE_KEYS } from '@signals/protocol';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { readStored, writeStored } from '../lib/storage';

/** Enough history entries for any Back run; older ones are dropped so storage stays small. */
const MAX_ENTRIES = 50;

type Positions = Record<string, number>;

function readPositions(): Positions {
  try {
    const parsed: unknown = JSON.parse(readStored(STORAGE_KEYS.scrollPositions, 'session') ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Positions) : {};
  } catch {
    return {};
  }
}

function writePositions(positions: Positions): void {
  const recent = Object.entries(positions).slice(-MAX_ENTRIES);
  writeStored(STORAGE_KEYS.scrollPositions, JSON.stringify(Object.fromEntries(recent)), 'session');
}

/**
 * What the data router's ScrollRestoration did, for the declarative router:
 * a new page starts at the top (or at its #hash); Back and Forward return to
 * where the reader was on that entry, also after a reload (positions are kept
 * in sessionStorage, by history entry).
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  // A fresh document's first entry is always keyed "default": the path tells those apart.
  const entry = `${location.key}:${location.pathname}${location.search}`;
  const positions = useRef<Positions | null>(null);
  const currentKey = useRef(entry);

  useEffect(() => {
    positions.current ??= readPositions();
    window.history.scrollRestoration = 'manual';
    // Scroll events arrive after React has committed a navigation, so the
    // position is always filed under the entry on screen.
    const remember = () => {
      const map = (positions.current ??= readPositions());
      delete map[currentKey.current];
      map[currentKey.current] = window.scrollY;
    };
    const persist = () => writePositions(positions.current ?? {});
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
      persist();
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = entry;
    if (navigationType === NavigationType.Pop) {
      const saved = (positions.current ??= readPositions())[entry];
      if (saved !== undefined) {
        window.scrollTo(0, saved);
        return reachWhenTallEnough(saved);
      }
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) {
      target.scrollIntoView();
    } else {
      window.scrollTo(0, 0);
    }
  }, [entry, location.hash, navigationType]);
}

/** How long a page still growing may take to become tall enough for the position Back returns to. */
const GROWTH_WAIT_MS = 2000;

/**
 * Back to a position the page is not yet tall enough for (a list still adding the rows it had, a signal voided
 * meanwhile above them): the page is followed as it grows and scrolled on each growth, until the position is reached,
 * the reader scrolls or presses a key themselves, or two seconds pass. Without it, Back left the reader rows above
 * where they were.
 *
 * @returns what stops following.
 */
function reachWhenTallEnough(saved: number): (() => void) | undefined {
  if (window.scrollY >= saved - 1 || typeof ResizeObserver === 'undefined') {
    return undefined;
  }
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, saved);
    if (window.scrollY >= saved - 1) {
      stop();
    }
  });
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) {
      window.removeEventListener(type, stop);
    }
  };
  const timer = setTimeout(stop, GROWTH_WAIT_MS);
  for (const type of ['wheel', 'touchstart', 'keydown'] as const) {
    window.addEventListener(type, stop, { passive: true });
  }
  observer.observe(document.body);
  return stop;
}
