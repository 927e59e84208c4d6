import { DATE_FORMATS } from '@signals/protocol';
import { format } from 'date-fns';
import { currentLanguage } from '../i18n';
import { pageTimeZone } from '../ssr/pageTime';
import type { DateInput } from './format';

/**
 * Calendar dates in the spec's formats (section 9), the one module every
 * screen (trader's and back office) formats dates with. Apart from
 * lib/format.ts: date-fns' format brings its locale tables (about 5 KB
 * gzipped), which the signal list, the first screen most traders open, does
 * not need.
 */

/**
 * A date in a spec pattern in English; in another language, the way that
 * language writes a date ("26. Nov. 2026, 14:05", "2026年11月26日 14:05"):
 * the spec's patterns are English ones (month abbreviations, "h:mm a").
 */
function written(date: Date, pattern: string): string {
  const language = currentLanguage();
  // In the browser, the device's zone; on the server, drawing a member's page, theirs (src/ssr/pageTime.ts).
  const timeZone = pageTimeZone();
  if (language === 'en') {
    return format(timeZone ? wallClock(date, timeZone) : date, pattern);
  }
  return styleFor(language, pattern.includes('h:mm') ? 'dateTime' : 'date', timeZone).format(date);
}

const styles = new Map<string, Intl.DateTimeFormat>();
function styleFor(language: string, kind: 'date' | 'dateTime' | 'parts', timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${language}:${kind}:${timeZone ?? ''}`;
  let style = styles.get(key);
  if (!style) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'parts'
        ? { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23' }
        : kind === 'date'
          ? { dateStyle: 'medium' }
          : { dateStyle: 'medium', timeStyle: 'short' };
    style = new Intl.DateTimeFormat(language, { ...options, timeZone });
    styles.set(key, style);
  }
  return style;
}

/**
 * The moment as `timeZone`'s clocks show it, as a Date of this process's own zone, for date-fns' format (which
 * writes the process's zone): on the server, whose zone (UTC in practice) skips no hour, exact.
 */
function wallClock(date: Date, timeZone: string): Date {
  const parts = Object.fromEntries(
    styleFor('en', 'parts', timeZone)
      .formatToParts(date)
      .map((part) => [part.type, Number(part.value)]),
  );
  return new Date(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** What a date cell shows when there is no date (or none that parses): the em dash formatPrice uses for no price. */
const NO_DATE = '—';

/**
 * A moment as a Date, or null when absent or unparseable. date-fns' format
 * throws on an invalid Date; a table row with a bad date should read "—", not
 * take the screen down.
 */
function toDate(date: DateInput | null | undefined): Date | null {
  if (date === null || date === undefined || date === '') {
    return null;
  }
  const value = new Date(date);
  return Number.isNaN(value.getTime()) ? null : value;
}

/** A news date: 'MMM d, yyyy h:mm a'. */
export function formatNewsDate(date: DateInput): string {
  return written(new Date(date), DATE_FORMATS.news);
}

/** An airdrop's end date: 'MMM d, yyyy'. */
export function formatAirdropEnd(date: DateInput): string {
  return written(new Date(date), DATE_FORMATS.airdropEnd);
}

/**
 * A plain calendar date (subscription end, payment day, table cells): 'MMM d, yyyy',
 * or "—" without one. The back office's optional columns and the trader's
 * plan card both print a missing date as the dash, so the fallback lives here.
 */
export function formatDate(date: DateInput | null | undefined): string {
  const value = toDate(date);
  return value ? written(value, DATE_FORMATS.adminDate) : NO_DATE;
}

/** A date and time (payments, notifications, tickets, audit): 'MMM d, yyyy h:mm a', or "—" without one. */
export function formatDateTime(date: DateInput | null | undefined): string {
  const value = toDate(date);
  return value ? written(value, DATE_FORMATS.adminDateTime) : NO_DATE;
}
