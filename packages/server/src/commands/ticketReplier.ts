import { SupportTicket, TicketResponse, type User } from '../db/models/index.js';
import { inTransaction, type UnitOfWork } from '../db/transaction.js';
import { conflict, notFound } from '../errors.js';
import { canReplyToTicket, isTicketOwner, statusAfterOwnerReply } from '../policies/ticket.js';
import type { Services } from '../services/index.js';
import { withinSupportAllowance } from './supportAllowance.js';

export const TICKET_MESSAGES = {
  notFound: 'Ticket not found',
  closed: 'This ticket is closed. Open a new ticket if you need more help.',
  changed: 'The ticket changed while you were replying. Please try again.',
} as const;

export interface TicketReply {
  /** The ticket answered. */
  ticket: SupportTicket;
  /** The new response. */
  response: TicketResponse;
}

/**
 * Adds the owner's reply within their allowance of replies (429 past it).
 *
 * @param services the database, the event bus and the support throttle.
 * @param owner the member replying.
 * @param ticketId the ticket from the path.
 * @param message the reply, already validated.
 * @returns the updated ticket and the response.
 */
export async function addOwnerReply(services: Pick<Services, 'db' | 'events' | 'supportThrottle'>, owner: User, ticketId: number, message: string): Promise<TicketReply> {
  return withinSupportAllowance(services.supportThrottle, 'reply', owner.id, () =>
    inTransaction(services.db, services.events, (unit) => replyToTicket(unit, owner, ticketId, message)),
  );
}

/**
 * Adds the owner's reply to their ticket. Another member's ticket is missing
 * (404); a closed one takes no reply (409). A reply on a ticket waiting for
 * the user moves it back to open. The ticket is touched with a conditional
 * update first, so a ticket closed at the same moment refuses the reply.
 * Records `ticket.response` and `ticket.updated`.
 *
 * @param unit the transaction and event recorder.
 * @param owner the member replying.
 * @param ticketId the ticket from the path.
 * @param message the reply, already validated.
 * @returns the updated ticket (with username and response count) and the response.
 */
export async function replyToTicket(unit: UnitOfWork, owner: User, ticketId: number, message: string): Promise<TicketReply> {
  const { trx, record } = unit;
  const ticket = await SupportTicket.query(trx).findById(ticketId);
  if (!ticket || !isTicketOwner(ticket, owner)) {
    throw notFound(TICKET_MESSAGES.notFound);
  }
  if (!canReplyToTicket(ticket)) {
    throw conflict(TICKET_MESSAGES.closed);
  }
  if (!(await moveStatusForReply(unit, ticket))) {
    // The status moved under us (an admin acted at the same moment): judge the reply against the new one.
    const current = await SupportTicket.query(trx).findById(ticket.id);
    if (!current || !canReplyToTicket(current)) {
      throw conflict(TICKET_MESSAGES.closed);
    }
    if (!(await moveStatusForReply(unit, current))) {
      throw conflict(TICKET_MESSAGES.changed);
    }
  }
  const response = await TicketResponse.query(trx).insertAndFetch({ ticketId: ticket.id, userId: owner.id, message, isFromAdmin: false });
  const updated = await SupportTicket.query(trx).findById(ticket.id);
  const responseCount = await TicketResponse.query(trx).where('ticketId', ticket.id).resultSize();
  const presented = Object.assign(updated ?? ticket, { username: owner.username, responseCount });
  record({ type: 'ticket.response', ticket: presented, response });
  record({ type: 'ticket.updated', ticket: presented });
  return { ticket: presented, response };
}

/** Sets the status a reply leads to, only if the ticket still has the status it was read with; bumps updatedAt. */
async function moveStatusForReply(unit: UnitOfWork, ticket: SupportTicket): Promise<boolean> {
  const touched = await SupportTicket.query(unit.trx)
    .patch({ status: statusAfterOwnerReply(ticket.status) })
    .where('id', ticket.id)
    .where('status', ticket.status);
  return touched === 1;
}
