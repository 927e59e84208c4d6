import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, following changes. Read synchronously on
 * the first render, so a table never flashes its desktop shape on a phone.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => true,
  );
}
