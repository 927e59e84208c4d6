import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, following changes. Read synchronously on
 * the first render, so a table never flashes its desktop shape on a phone.
 * A page rendered at build time is drawn as on a phone (no query matches), and
 * the browser adopts it the same way before it reads the real answer.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
