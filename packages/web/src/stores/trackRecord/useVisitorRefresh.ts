import { useEffect } from 'react';
import { sessionSelectors, useSessionStore } from '../session';

/** How often a visitor's open page asks for fresh figures: visitors have no live channel. */
export const VISITOR_REFRESH_MS = 60_000;

/**
 * For a visitor, who hears no live event, `refresh` runs when the window regains focus and every minute while the
 * page is visible; a member's page follows the live channel instead (live.ts). `refresh` should keep its identity
 * between renders (a module function, or useCallback's): a new one starts the timer over.
 */
export function useVisitorRefresh(refresh: () => void): void {
  const signedIn = useSessionStore(sessionSelectors.isSignedIn);
  useEffect(() => {
    if (signedIn) {
      return;
    }
    const whileVisible = () => {
      if (document.visibilityState === 'visible') {
        refresh();
      }
    };
    const timer = setInterval(whileVisible, VISITOR_REFRESH_MS);
    window.addEventListener('focus', refresh);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', refresh);
    };
  }, [refresh, signedIn]);
}
