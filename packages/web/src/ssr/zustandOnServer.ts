import { useCallback, useSyncExternalStore } from 'react';
import { createStore, type StateCreator, type StoreApi } from 'zustand/vanilla';

export type * from 'zustand/vanilla';

/**
 * zustand's `create` as the server build has it (build/prerender.ts points `zustand` here). zustand renders a store's
 * initial state on the server, for the browser's hydration; here a page is rendered with the state a member's
 * request filled in (src/ssr/renderPage.tsx), one page at a time, each from every store's initial state again.
 */
const stores: Array<StoreApi<unknown>> = [];

type BoundStore<T> = StoreApi<T> & (<U = T>(selector?: (state: T) => U) => U);

function createBound<T>(initializer: StateCreator<T, [], []>): BoundStore<T> {
  const api = createStore(initializer);
  stores.push(api);
  const useBound = <U = T>(selector: (state: T) => U = (state) => state as unknown as U) => {
    const read = useCallback(() => selector(api.getState()), [selector]);
    return useSyncExternalStore(api.subscribe, read, read);
  };
  return Object.assign(useBound, api);
}

/** As zustand's: `create(initializer)`, or `create<T>()(initializer)` for TypeScript. */
export function create<T>(): (initializer: StateCreator<T, [], []>) => BoundStore<T>;
export function create<T>(initializer: StateCreator<T, [], []>): BoundStore<T>;
export function create<T>(initializer?: StateCreator<T, [], []>) {
  return initializer ? createBound(initializer) : createBound;
}

/** Every store back to its first state, as a browser opening the app has them. */
export function resetStores(): void {
  for (const store of stores) {
    store.setState(store.getInitialState(), true);
  }
}
