import { DATE_FORMATS } from '@signals/protocol';
import { format } from 'date-fns';
import type { DateInput } from './format';

/**
 * Calendar dates in the spec's formats (section 9). Apart from lib/format.ts:
 * date-fns' format brings its locale tables (about 5 KB gzipped), which the
 * signal list, the first screen most traders open, does not need.
 */

/** A news date: 'MMM d, yyyy h:mm a'. */
export function formatNewsDate(date: DateInput): string {
  return format(new Date(date), DATE_FORMATS.news);
}

/** An airdrop's end date: 'MMM d, yyyy'. */
export function formatAirdropEnd(date: DateInput): string {
  return format(new Date(date), DATE_FORMATS.airdropEnd);
}

/** A plain calendar date (subscription end, payment day): 'MMM d, yyyy'. */
export function formatDate(date: DateInput): string {
  return format(new Date(date), DATE_FORMATS.adminDate);
}

/** A date and time (payments, notifications): 'MMM d, yyyy h:mm a'. */
export function formatDateTime(date: DateInput): string {
  return format(new Date(date), DATE_FORMATS.adminDateTime);
}
