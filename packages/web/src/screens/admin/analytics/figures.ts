import { CANCELLATION_REASONS, type Cancellation, type CancellationReason } from '@signals/protocol';
import { currentLanguage } from '../../../i18n';
import { formatRate } from '../../../lib/format';

/** A rate the API sends as a share (0.042) as the screens print it ("4.2%"); a dash for none. */
export function formatShare(share: number | null): string {
  return share === null ? '—' : formatRate(share * 100);
}

/** The share of a cohort still paying: retained over size (0 for an empty cohort). */
export function retainedShare(retained: number, size: number): number {
  return size > 0 ? retained / size : 0;
}

/** Payments over quotes: the share of quotes that were paid; null with no quotes. */
export function quoteConversion(funnel: { quotes: number; paid: number }): number | null {
  return funnel.quotes > 0 ? Math.min(1, funnel.paid / funnel.quotes) : null;
}

/** How many cancellations gave each reason, every reason listed (zero included), the most given first. */
export function reasonCounts(cancellations: readonly Pick<Cancellation, 'reason'>[]): { reason: CancellationReason; count: number }[] {
  const counts = new Map<CancellationReason, number>(CANCELLATION_REASONS.map((reason) => [reason, 0]));
  for (const { reason } of cancellations) {
    counts.set(reason, (counts.get(reason) ?? 0) + 1);
  }
  return CANCELLATION_REASONS.map((reason) => ({ reason, count: counts.get(reason) ?? 0 })).sort((a, b) => b.count - a.count);
}

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** A `YYYY-MM` month as the language shown writes it: "Mar 2026", "März 2026", "2026年3月". */
export function monthName(month: string): string {
  const language = currentLanguage();
  let format = monthFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' });
    monthFormats.set(language, format);
  }
  const [year, monthNumber] = month.split('-').map(Number);
  return year && monthNumber ? format.format(new Date(Date.UTC(year, monthNumber - 1, 1))) : month;
}

/** A day as a date field holds it, `YYYY-MM-DD`, in UTC (the server's months are UTC months). */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The default range the screen shows in its fields: the first day of the month five months back, to today (six months). */
export function defaultRange(now: Date): { from: string; to: string } {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 5, 1));
  return { from: isoDay(from), to: isoDay(now) };
}
