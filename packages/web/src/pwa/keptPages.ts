/**
 * The member's last page, kept by the service worker so that a repeat visit opens on it as a first visit does: HTML
 * that paints before any script, adopted by the app (main.tsx) rather than drawn from the empty app shell. Shared by
 * the worker (which keeps and serves the copies) and the page (which asks for a copy, reads the mark and empties the
 * cache on sign-out): no DOM or worker types here.
 */

/** The Cache Storage name of the kept pages: one per address, this build's (the worker empties it when a new build takes over). */
export const KEPT_PAGES_CACHE = 'kept-pages-v1';

/** The page's message asking the service worker to fetch its address again and keep the page (pwa/register). */
export const KEEP_PAGE = 'KEEP_PAGE';

/** How a page rendered on request for a signed-in member marks #root (ssr/pageHtml): the only pages kept. */
export const MEMBER_PAGE_MARK = 'data-rendered-for="member"';

/** How a kept copy marks #root (read as `dataset.kept`, ssr/drawnAtBuildTime): its answers are the last visit's. */
const KEPT_MARK = 'data-kept="true"';

/** The copy of a member's page to keep, marked as kept; null for any other page (the app shell, a public page). */
export function keptCopyOf(html: string): string | null {
  return html.includes(MEMBER_PAGE_MARK) ? html.replace(MEMBER_PAGE_MARK, `${MEMBER_PAGE_MARK} ${KEPT_MARK}`) : null;
}
