import { MESSAGES } from '@signals/protocol';
import { respondToTicket, setTicketStatus } from '../../commands/tickets.js';
import type { Db } from '../../db/knex.js';
import type { SupportTicket } from '../../db/models/index.js';
import { notFound } from '../../errors.js';
import { presentTicket, presentTicketResponse } from '../../presenters/ticket.js';
import { findTicketWithOwner, listTicketResponses, listTicketsForAdmin } from '../../queries/adminTickets.js';
import type { Handler } from '../types.js';

export const TICKET_NOT_FOUND = MESSAGES.ticketNotFound;

async function loadTicket(db: Db, id: number): Promise<SupportTicket> {
  const ticket = await findTicketWithOwner(db, id);
  if (!ticket) {
    throw notFound(TICKET_NOT_FOUND);
  }
  return ticket;
}

const adminListTickets: Handler<'adminListTickets'> = ({ input, services }) => listTicketsForAdmin(services.db, input.query);

const adminListTicketResponses: Handler<'adminListTicketResponses'> = async ({ input, services }) => {
  const ticket = await loadTicket(services.db, input.params.id);
  const responses = await listTicketResponses(services.db, ticket.id);
  return responses.map(presentTicketResponse);
};

const adminRespondToTicket: Handler<'adminRespondToTicket'> = async ({ input, viewer, services, write }) => {
  const ticket = await loadTicket(services.db, input.params.id);
  return presentTicketResponse(await write((unit) => respondToTicket(unit, viewer, { ticket, message: input.body.message })));
};

const adminSetTicketStatus: Handler<'adminSetTicketStatus'> = async ({ input, viewer, services, write }) => {
  const ticket = await loadTicket(services.db, input.params.id);
  return presentTicket(await write((unit) => setTicketStatus(unit, viewer, { ticket, status: input.body.status })));
};

/** The back office handlers for support tickets, keyed by route name. */
export const ticketHandlers = { adminListTickets, adminListTicketResponses, adminRespondToTicket, adminSetTicketStatus };
