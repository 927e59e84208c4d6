import type { NewsState } from './store';

export { useNewsStore, type NewsState } from './store';

/** Selectors for components. */
export const newsSelectors = {
  items: (s: NewsState) => s.items,
  status: (s: NewsState) => s.status,
  error: (s: NewsState) => s.error,
};
