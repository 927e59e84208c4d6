import { roundPercent, type LanguageCode, type TrackRecordMonth } from '@signals/protocol';
import { format, parseISO } from 'date-fns';
import { currentLanguage } from '../../../i18n';

/** One month on the cumulative curve. */
export interface CumulativePoint {
  month: string;
  /** "Sep 2026" ("sept. 2026", "2026年9月" in other languages). */
  label: string;
  /** That month's results, summed. */
  resultPercent: number;
  /** Every result up to the end of that month, summed: the curve. */
  cumulativePercent: number;
}

/**
 * The cumulative result month by month: a running sum of the months'
 * results, as the record's cumulative figure is a simple sum (not
 * compounded). Rounded as results are, so the last point equals the figure
 * the server computed.
 */
export function cumulativeByMonth(byMonth: readonly TrackRecordMonth[], language: LanguageCode = currentLanguage()): CumulativePoint[] {
  let sum = 0;
  const name = monthName(language);
  return byMonth.map((month) => {
    sum = roundPercent(sum + month.resultPercent);
    return { month: month.month, label: name(month.month), resultPercent: month.resultPercent, cumulativePercent: sum };
  });
}

/** A month ("2026-09") as the language shown writes it short: "Sep 2026" in English, as before; Intl's words in the others. */
function monthName(language: LanguageCode): (month: string) => string {
  if (language === 'en') {
    return (month) => format(parseISO(`${month}-01`), 'MMM yyyy');
  }
  const style = new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  return (month) => style.format(new Date(`${month}-01T00:00:00Z`));
}
