import type { Location } from 'react-router-dom';

/** Router state carried to a sign-in screen: where the visitor was going. */
export interface ReturnToState {
  from?: string;
}

export function returnToState(location: Location): ReturnToState {
  return { from: `${location.pathname}${location.search}${location.hash}` };
}

/** The in-app path to return to after sign-in; anything else (absent, external) is `fallback`. */
export function readReturnTo(state: unknown, fallback: string): string {
  const from = (state as ReturnToState | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : fallback;
}
