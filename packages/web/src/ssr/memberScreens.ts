import { matchPath } from 'react-router-dom';
import { memberRoutePatterns } from '../router/router';
import { FIRST_PAGE_SIZE, useSignalsStore } from '../stores/signals';
import { useSubscriptionStore } from '../stores/subscription';

type FirstData = () => Promise<unknown>;

/**
 * The data a member screen rendered on request (src/ssr/renderPage.tsx: renderMemberPage) is drawn with: what its
 * first render in the browser shows once its requests have answered. Kept beside the screens' own requests
 * (SignalSection's first page), so the page and the app agree on what the screen holds. A screen not listed is drawn
 * as it opens, its frame, heading and skeletons sized like its cards, and fetches its data in the browser: its data
 * shows dates in the reader's time zone, which the server does not know, or is not worth the server's time.
 */
const firstData: Record<string, FirstData> = {
  // Both sections, unfiltered (a filter lives in the query string, which a rendered page never has).
  '/signals': () => Promise.all((['premium', 'free'] as const).map((tier) => useSignalsStore.getState().listRequested(tier, {}, FIRST_PAGE_SIZE))),
  // A premium member's plan card (PremiumPlan): how they paid; nothing is asked for anyone else.
  '/premium': () => useSubscriptionStore.getState().subscriptionRequested(),
};

/** Addresses that only send the reader elsewhere: nothing to paint. */
const NOT_RENDERED = new Set(['/signal/:id']);

/** Every signed-in member's address pattern whose page is rendered on request. */
export const memberPagePatterns: string[] = memberRoutePatterns.filter((pattern) => !NOT_RENDERED.has(pattern));

const nothingToLoad: FirstData = () => Promise.resolve();

/** What the page at `url` is drawn with, or null when the address is not a member page rendered on request. */
export function memberScreenData(url: string): FirstData | null {
  const pattern = memberPagePatterns.find((candidate) => matchPath({ path: candidate, caseSensitive: false }, url));
  return pattern === undefined ? null : (firstData[pattern] ?? nothingToLoad);
}
