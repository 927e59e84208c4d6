import type { QuietHours } from '@signals/protocol';

const DAY_SECONDS = 24 * 60 * 60;

function secondsOf(hhmm: string): number {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return hours * 3600 + minutes * 60;
}

/** The wall-clock time of day at `now` in a time zone, in seconds since its midnight. */
function wallClockSeconds(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 3600 + part('minute') * 60 + part('second');
}

/**
 * When a member's quiet period that holds `now` ends, or null when they are
 * not in quiet hours (or have none). The period runs from `start` (included)
 * to `end` (excluded) in the member's time zone and may cross midnight
 * (22:00 to 07:00). The end is reached by adding the wall-clock distance to
 * it, so a daylight-saving change inside the period moves it by that hour:
 * an alert is then held an hour more or less, never lost.
 *
 * @param quietHours the member's quiet hours, if any.
 * @param now the clock.
 */
export function quietUntil(quietHours: QuietHours | null | undefined, now: Date): Date | null {
  if (!quietHours) {
    return null;
  }
  const start = secondsOf(quietHours.start);
  const end = secondsOf(quietHours.end);
  const clock = wallClockSeconds(now, quietHours.timeZone);
  const quiet = start < end ? clock >= start && clock < end : clock >= start || clock < end;
  if (!quiet) {
    return null;
  }
  const wait = (end - clock + DAY_SECONDS) % DAY_SECONDS;
  // Whole seconds: the end falls on its minute, not on the millisecond the alert was written.
  return new Date(Math.floor(now.getTime() / 1000) * 1000 + wait * 1000);
}
