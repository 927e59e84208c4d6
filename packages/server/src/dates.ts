import { utc } from '@date-fns/utc';
import { addMonths as addMonthsIn, format } from 'date-fns';

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

/**
 * How members' notifications write a day: "Mar 5, 2030", the UTC calendar day.
 *
 * @param date the moment.
 * @returns the day in words.
 */
export function formatDay(date: Date): string {
  return format(date, 'MMM d, yyyy', { in: utc });
}
