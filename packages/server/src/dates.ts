import { utc } from '@date-fns/utc';
import type { LanguageCode } from '@signals/protocol';
import { addMonths as addMonthsIn } from 'date-fns';

/** A day, in milliseconds. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Adds calendar months in UTC, keeping the day of the month where it exists
 * (31 January plus one month is the last day of February). UTC, not the
 * server's zone: a premium month must not end an hour early across a DST change.
 *
 * @param date the start.
 * @param months how many months to add.
 * @returns a new (plain) date.
 */
export function addMonths(date: Date, months: number): Date {
  return new Date(addMonthsIn(date, months, { in: utc }).getTime());
}

const dayFormats = new Map<LanguageCode, Intl.DateTimeFormat>();
const minuteFormats = new Map<LanguageCode, Intl.DateTimeFormat>();

function formatIn(formats: Map<LanguageCode, Intl.DateTimeFormat>, language: LanguageCode, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' });
    formats.set(language, format);
  }
  return format;
}

/**
 * How members' notifications write a day: the UTC calendar day in the
 * reader's language ("Mar 5, 2030", "05.03.2030", "2030/03/05").
 *
 * @param date the moment.
 * @param language the reader's language.
 * @returns the day in words.
 */
export function formatDay(date: Date, language: LanguageCode = 'en'): string {
  return formatIn(dayFormats, language, { dateStyle: 'medium' }).format(date);
}

/**
 * A moment to the minute, in UTC, in the reader's language ("Mar 5, 2030, 2:20 PM", "05.03.2030, 14:20").
 *
 * @param date the moment.
 * @param language the reader's language.
 */
export function formatMinute(date: Date, language: LanguageCode = 'en'): string {
  return formatIn(minuteFormats, language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
