import type { Db } from '../db/knex.js';
import { SupportTicket, TicketResponse, type User } from '../db/models/index.js';
import { notFound } from '../errors.js';
import { TICKET_MESSAGES } from '../policies/ticket.js';
import { isTicketOwner } from '../policies/ticket.js';

/**
 * The member's tickets, most recently active first, each with the owner's
 * username and its number of responses.
 *
 * @param db the database.
 * @param owner the member.
 * @returns their tickets.
 */
export async function listTicketsOf(db: Db, owner: Pick<User, 'id'>): Promise<SupportTicket[]> {
  return withOwnerAndCount(db).where('supportTickets.userId', owner.id).orderBy('supportTickets.updatedAt', 'desc').orderBy('supportTickets.id', 'desc');
}

/**
 * One of the member's tickets. Someone else's ticket is missing (404).
 *
 * @param db the database.
 * @param viewer the member asking.
 * @param ticketId the ticket from the path.
 * @returns the ticket with username and response count.
 */
export async function findOwnTicket(db: Db, viewer: Pick<User, 'id'>, ticketId: number): Promise<SupportTicket> {
  const ticket = await withOwnerAndCount(db).where('supportTickets.id', ticketId).first();
  if (!ticket || !isTicketOwner(ticket, viewer)) {
    throw notFound(TICKET_MESSAGES.notFound);
  }
  return ticket;
}

/**
 * The conversation of a ticket, oldest first.
 *
 * @param db the database.
 * @param ticketId the ticket (its ownership checked by the caller).
 * @returns the responses.
 */
export async function listResponsesOf(db: Db, ticketId: number): Promise<TicketResponse[]> {
  return TicketResponse.query(db).where('ticketId', ticketId).orderBy('id');
}

function withOwnerAndCount(db: Db) {
  return SupportTicket.query(db)
    .select(
      'supportTickets.*',
      'users.username',
      TicketResponse.query(db).count('*').where('ticketResponses.ticketId', db.ref('supportTickets.id')).as('responseCount'),
    )
    .join('users', 'users.id', 'supportTickets.userId');
}
