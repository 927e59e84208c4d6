import type { AirdropsState } from './store';

export { useAirdropsStore, type AirdropsState } from './store';

/** Selectors for components. */
export const airdropSelectors = {
  items: (s: AirdropsState) => s.items,
  status: (s: AirdropsState) => s.status,
  error: (s: AirdropsState) => s.error,
};
