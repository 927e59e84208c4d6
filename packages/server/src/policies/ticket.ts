import { MAX_OPEN_TICKETS, MESSAGES, textRef, type TicketStatus } from '@signals/protocol';
import type { SupportTicket, User } from '../db/models/index.js';

/** What a member is told when a ticket cannot be read or answered. */
export const TICKET_MESSAGES = {
  notFound: MESSAGES.ticketNotFound,
  closed: textRef('errors.ticketClosed'),
  changed: textRef('errors.ticketChanged'),
} as const;

/**
 * Whether the viewer may read and answer this ticket as its owner. Someone
 * else's ticket is answered as missing (404), never as forbidden.
 *
 * @param ticket the stored ticket.
 * @param viewer the signed-in user.
 * @returns true for the owner.
 */
export function isTicketOwner(ticket: Pick<SupportTicket, 'userId'>, viewer: Pick<User, 'id'>): boolean {
  return ticket.userId === viewer.id;
}

/**
 * Whether a reply may be added: a closed ticket takes no more messages.
 *
 * @param ticket the stored ticket.
 * @returns true unless the ticket is closed.
 */
export function canReplyToTicket(ticket: Pick<SupportTicket, 'status'>): boolean {
  return ticket.status !== 'closed';
}

/**
 * The status after the owner replies: support was waiting for the user, so
 * the ball is back with support; any other open state stays as it is.
 *
 * @param status the status before the reply.
 * @returns the status after it.
 */
export function statusAfterOwnerReply(status: TicketStatus): TicketStatus {
  return status === 'waiting_for_user' ? 'open' : status;
}

/**
 * Whether a member may open another ticket: at most MAX_OPEN_TICKETS not yet
 * closed at once, so one member cannot bury the back office's queue.
 *
 * @param openTickets the member's tickets in any status but closed.
 * @returns true while there is room.
 */
export function hasRoomForNewTicket(openTickets: number): boolean {
  return openTickets < MAX_OPEN_TICKETS;
}
