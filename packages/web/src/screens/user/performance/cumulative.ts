import { roundPercent, type TrackRecordMonth } from '@signals/protocol';
import { format, parseISO } from 'date-fns';

/** One month on the cumulative curve. */
export interface CumulativePoint {
  month: string;
  /** "Sep 2026". */
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
export function cumulativeByMonth(byMonth: readonly TrackRecordMonth[]): CumulativePoint[] {
  let sum = 0;
  return byMonth.map((month) => {
    sum = roundPercent(sum + month.resultPercent);
    return { month: month.month, label: format(parseISO(`${month.month}-01`), 'MMM yyyy'), resultPercent: month.resultPercent, cumulativePercent: sum };
  });
}
