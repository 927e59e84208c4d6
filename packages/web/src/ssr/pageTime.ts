const root = typeof document === 'undefined' ? null : document.getElementById('root');

/** In the browser, the server's clock when it drew the member's page this document came with (#root's data-drawn-at). */
const drawnAt: number | null = Number(root?.dataset.drawnAt) || null;

/** The device's time zone, in which the app writes dates. */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** On the server, the clock and time zone of the member's page being drawn (renderMemberPage); null at build time. */
let drawing: { at: number; timeZone: string | undefined } | null = null;

/**
 * On the server: the clock the member's page being drawn shows relative times against and the time zone it writes
 * dates in (the member's device's, when it is one Intl knows), or null once it is drawn.
 */
export function drawPage(page: { at: number; timeZone?: string } | null): void {
  drawing = page && { at: page.at, timeZone: knownTimeZone(page.timeZone) };
}

/**
 * The clock a page was drawn with, for relative times ("5 minutes ago"): on the server, one clock for the whole page
 * (written into it); in the browser, while React adopts a page drawn on the server (hydration), that same clock, so
 * the adopted text matches; the device's own clock takes over once the page is adopted. Null: no page to match
 * (the app drew itself), the caller's own clock.
 */
export function pageClock(): number | null {
  return import.meta.env.SSR ? (drawing?.at ?? Date.now()) : drawnAt;
}

/**
 * The time zone a page's dates were written in: on the server, that of the page being drawn; in the browser, that
 * of the member's page this document came with (#root's data-time-zone), null without one. The app adopts the page
 * only when it is the device's (main.tsx): a first visit since the zone was kept, or a device that travelled, is
 * drawn afresh.
 */
export function drawnTimeZone(): string | null {
  return import.meta.env.SSR ? (drawing?.timeZone ?? deviceTimeZone()) : (root?.dataset.timeZone ?? null);
}

/** The time zone dates are written in: on the server, the member's (undefined: the server's own); in the browser, the device's. */
export function pageTimeZone(): string | undefined {
  return import.meta.env.SSR ? drawing?.timeZone : undefined;
}

function knownTimeZone(timeZone: string | undefined): string | undefined {
  if (!timeZone) {
    return undefined;
  }
  try {
    return new Intl.DateTimeFormat('en', { timeZone }).resolvedOptions().timeZone;
  } catch {
    // A cookie the browser did not write (or a zone this server's ICU does not know): the server's own zone.
    return undefined;
  }
}
