import { TICKET_PREVIEW_CHARS, type TicketStatus } from '@signals/protocol';
import type { MessageId } from '../../../i18n/messages';
import { formatDateTime } from '../../../lib/formatDates';
import type { BadgeTone } from '../../../ui';

/** The first 60 characters of a message, with an ellipsis when cut. */
export function ticketPreview(message: string): string {
  const flat = message.replace(/\s+/g, ' ').trim();
  return flat.length > TICKET_PREVIEW_CHARS ? `${flat.slice(0, TICKET_PREVIEW_CHARS).trimEnd()}…` : flat;
}

/** A ticket time as 'MMM d, yyyy h:mm a' (DATE_FORMATS.ticket, the back office's date and time), in the language shown. */
export function ticketDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatDateTime(date);
}

/** The member-side label of a status ("Waiting for You", TICKET_STATUS_LABELS), as a message to translate where shown. */
export function statusLabel(status: TicketStatus): MessageId {
  return ({ open: 'support.status.open', in_progress: 'support.status.inProgress', waiting_for_user: 'support.status.waitingForUser', closed: 'support.status.closed' } as const)[status];
}

/** Waiting for the user stands out: it is the one status asking them to act. */
export function statusTone(status: TicketStatus): BadgeTone {
  return ({ open: 'accent', in_progress: 'premium', waiting_for_user: 'warning', closed: 'neutral' } as const)[status];
}
