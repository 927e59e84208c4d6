import { useCallback, useSyncExternalStore } from 'react';
import { createStore, type StateCreator, type StoreApi } from 'zustand/vanilla';
import { memberPageLanguage } from './drawnAtBuildTime';

export type * from 'zustand/vanilla';

/**
 * zustand's `create` as the app has it (vite.config.ts and build/prerender.ts point `zustand` here), for pages drawn
 * before the app runs. zustand draws a store's initial state on the server and reads it back while React adopts the
 * page (hydration), right for a page rendered at build time. A member's page is drawn on request from the state the
 * member's answers filled in (src/ssr/renderPage.tsx, one page at a time, each from every store's initial state
 * again), and adopted once the browser's stores hold the same (main.tsx): both read the stores' current state.
 */
const stores: Array<StoreApi<unknown>> = [];

const drawnFromCurrentState = import.meta.env.SSR || memberPageLanguage !== null;

type BoundStore<T> = StoreApi<T> & (<U = T>(selector?: (state: T) => U) => U);

function createBound<T>(initializer: StateCreator<T, [], []>): BoundStore<T> {
  const api = createStore(initializer);
  stores.push(api);
  const drawnState = drawnFromCurrentState ? api.getState : api.getInitialState;
  const useBound = <U = T>(selector: (state: T) => U = (state) => state as unknown as U) => {
    const read = useCallback(() => selector(api.getState()), [selector]);
    const drawn = useCallback(() => selector(drawnState()), [selector]);
    return useSyncExternalStore(api.subscribe, read, drawn);
  };
  return Object.assign(useBound, api);
}

/** As zustand's: `create(initializer)`, or `create<T>()(initializer)` for TypeScript. */
export function create<T>(): (initializer: StateCreator<T, [], []>) => BoundStore<T>;
export function create<T>(initializer: StateCreator<T, [], []>): BoundStore<T>;
export function create<T>(initializer?: StateCreator<T, [], []>) {
  return initializer ? createBound(initializer) : createBound;
}

/** On the server: every store back to its first state, as a browser opening the app has them. */
export function resetStores(): void {
  for (const store of stores) {
    store.setState(store.getInitialState(), true);
  }
}
