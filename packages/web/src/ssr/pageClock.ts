const root = typeof document === 'undefined' ? null : document.getElementById('root');

/** In the browser, the server's clock when it drew the member's page this document came with (#root's data-drawn-at). */
const drawnAt: number | null = Number(root?.dataset.drawnAt) || null;

/** On the server, the clock of the member's page being drawn (renderMemberPage); null at build time. */
let drawing: number | null = null;

/** On the server: the clock the member's page being drawn shows relative times against, or null once it is drawn. */
export function drawPageAt(at: number | null): void {
  drawing = at;
}

/**
 * The clock a page was drawn with, for relative times ("5 minutes ago"): on the server, one clock for the whole page
 * (written into it); in the browser, while React adopts a page drawn on the server (hydration), that same clock, so
 * the adopted text matches; the device's own clock takes over once the page is adopted. Null: no page to match
 * (the app drew itself), the caller's own clock.
 */
export function pageClock(): number | null {
  return import.meta.env.SSR ? (drawing ?? Date.now()) : drawnAt;
}
