const root = typeof document === 'undefined' ? null : document.getElementById('root');

/** In the browser, the server's clock when it drew the member's page this document came with (#root's data-drawn-at). */
const drawnAt: number | null = Number(root?.dataset.drawnAt) || null;

/** The Temporal API where the runtime has it (Chromium does; Node 20 and older browsers do not). */
declare const Temporal: { Now: { timeZoneId(): string } } | undefined;

/**
 * The device's time zone, in which the app writes dates. Temporal reads it from the platform at no cost; Intl's
 * answer comes with a date format built for the default language (20-40 ms the first time in a page, in the task
 * that starts the app: bench/web, total blocking time).
 */
export function deviceTimeZone(): string {
  return typeof Temporal === 'undefined' ? Intl.DateTimeFormat().resolvedOptions().timeZone : Temporal.Now.timeZoneId();
}

/** On the server, the clock and time zone of the member's page being drawn (renderMemberPage); null at build time. */
let drawing: { at: number; timeZone: string } | null = null;

/**
 * On the server: starts drawing a member's page at `at`, its dates in `timeZone` (the member's device's) when Intl
 * knows it, else in the server's own; returns the zone used, which the page records.
 */
export function drawPage(at: number, timeZone: string | undefined): string {
  drawing = { at, timeZone: knownTimeZone(timeZone) ?? deviceTimeZone() };
  return drawing.timeZone;
}

/** On the server: the member's page is drawn; pages drawn at build time use the time of drawing. */
export function pageDrawn(): void {
  drawing = null;
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
 * In the browser, the time zone the member's page this document came with wrote its dates in (#root's
 * data-time-zone), null without one. The app adopts the page only when it is the device's (main.tsx): a first visit
 * since the zone was kept, or a device that travelled, is drawn afresh.
 */
export const drawnTimeZone: string | null = root?.dataset.timeZone ?? null;

/** The time zone dates are written in: on the server, the member page's (undefined at build time); in the browser, the device's. */
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
