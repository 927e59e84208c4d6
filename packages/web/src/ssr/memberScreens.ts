import { FIRST_PAGE_SIZE } from '../screens/user/signals/SignalSection';
import { useSignalsStore } from '../stores/signals';

/**
 * The member screens rendered on request (src/ssr/renderPage.tsx: renderMemberPage), each with what it asks for as
 * it opens: the data its first render in the browser shows once its requests have answered. Kept beside the
 * screens' own requests (SignalSection's first page), so the page and the app agree on what the screen holds.
 */
export const memberScreenData: Record<string, () => Promise<unknown>> = {
  // Both sections, unfiltered (a filter lives in the query string, which a rendered page never has).
  '/signals': () => Promise.all((['premium', 'free'] as const).map((tier) => useSignalsStore.getState().listRequested(tier, {}, FIRST_PAGE_SIZE))),
};
