import { DATE_FORMATS, TICKET_PREVIEW_CHARS, TICKET_STATUS_LABELS, type TicketStatus } from '@signals/protocol';
import { format } from 'date-fns';
import type { BadgeTone } from '../../../ui';

/** The first 60 characters of a message, with an ellipsis when cut. */
export function ticketPreview(message: string): string {
  const flat = message.replace(/\s+/g, ' ').trim();
  return flat.length > TICKET_PREVIEW_CHARS ? `${flat.slice(0, TICKET_PREVIEW_CHARS).trimEnd()}…` : flat;
}

/** A ticket time as 'MMM d, yyyy h:mm a'. */
export function ticketDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format(date, DATE_FORMATS.ticket);
}

/** The member-side label of a status ("Waiting for You"). */
export function statusLabel(status: TicketStatus): string {
  return TICKET_STATUS_LABELS[status];
}

/** Waiting for the user stands out: it is the one status asking them to act. */
export function statusTone(status: TicketStatus): BadgeTone {
  return ({ open: 'accent', in_progress: 'premium', waiting_for_user: 'warning', closed: 'neutral' } as const)[status];
}
