import { textRef } from '@signals/protocol';
import { DAY_MS } from '../dates.js';
import { badRequest } from '../errors.js';

/** How many calendar months the figures cover when the admin names no start: this one and the five before. */
export const DEFAULT_ANALYTICS_MONTHS = 6;

/** One calendar month of the figures, cut to the range and to the clock: `[start, end)`. */
export interface MonthWindow {
  /** `YYYY-MM`. */
  month: string;
  start: Date;
  end: Date;
}

/** The days the figures cover (both ends included, UTC) and the months they fall in. */
export interface RevenueRange {
  from: string;
  to: string;
  /** The first instant of `from`. */
  start: Date;
  /** The instant after `to`, or now when that is sooner: nothing after the clock has happened. */
  end: Date;
  windows: MonthWindow[];
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month, 1));
const earliest = (a: Date, b: Date) => (a < b ? a : b);
const latest = (a: Date, b: Date) => (a > b ? a : b);

/**
 * The range of the revenue figures: `to` today unless named, `from` the first day of the month five months before
 * `to`'s unless named; each calendar month in it is one window, cut to the range and to now (a month still running
 * counts up to now, a month not yet begun is empty). The protocol's schema already refused a malformed day and a
 * `from` after a named `to`; this refuses a named `from` after the default `to` (today).
 *
 * @param query the days as the protocol parsed them.
 * @param now the clock.
 */
export function resolveRevenueRange(query: { from?: string | undefined; to?: string | undefined }, now: Date): RevenueRange {
  const to = query.to ?? dayOf(now);
  const toDate = new Date(`${to}T00:00:00Z`);
  const from = query.from ?? dayOf(monthStart(toDate.getUTCFullYear(), toDate.getUTCMonth() - (DEFAULT_ANALYTICS_MONTHS - 1)));
  if (from > to) {
    const message = textRef('validation.plans.rangeOrder');
    throw badRequest(message, [{ path: 'from', message }]);
  }
  const start = new Date(`${from}T00:00:00Z`);
  const end = earliest(new Date(toDate.getTime() + DAY_MS), now);
  const windows: MonthWindow[] = [];
  for (let month = monthStart(start.getUTCFullYear(), start.getUTCMonth()); month <= toDate; month = monthStart(month.getUTCFullYear(), month.getUTCMonth() + 1)) {
    const next = monthStart(month.getUTCFullYear(), month.getUTCMonth() + 1);
    const windowStart = earliest(latest(month, start), end);
    windows.push({ month: month.toISOString().slice(0, 7), start: windowStart, end: latest(earliest(next, end), windowStart) });
  }
  return { from, to, start: earliest(start, end), end, windows };
}

/** The windows of the current calendar month and the five before it, up to now: what LTV averages churn over. */
export function recentMonthWindows(now: Date): MonthWindow[] {
  return resolveRevenueRange({ to: dayOf(now) }, now).windows;
}
