import { DATE_FORMATS } from '@signals/protocol';
import { format } from 'date-fns';

/** 'MMM d, yyyy': the admin tables' dates. */
export function formatDate(iso: string | null | undefined): string {
  return iso ? format(new Date(iso), DATE_FORMATS.adminDate) : '—';
}

/** 'MMM d, yyyy h:mm a': the payment detail dialog and other exact times. */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? format(new Date(iso), DATE_FORMATS.adminDateTime) : '—';
}

const integer = new Intl.NumberFormat('en-US');

/** A whole number with thousands separators ("1,234"). */
export function formatCount(value: number): string {
  return integer.format(value);
}

/** The first `limit` characters, with an ellipsis when cut. */
export function truncate(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit).trimEnd()}…` : text;
}

/** The start and end of a long identifier such as a wallet address ("0x5290…9ee7"): the parts people compare. */
export function shortenMiddle(text: string, head = 6, tail = 4): string {
  return text.length > head + tail + 1 ? `${text.slice(0, head)}…${text.slice(-tail)}` : text;
}
