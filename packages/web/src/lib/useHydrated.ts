import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while a page is rendered at build time and while React adopts that HTML in the browser (hydration), true
 * from then on: what only the browser can draw (a portal into document.body) waits for it, so the first render in
 * the browser matches the HTML it adopts.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
