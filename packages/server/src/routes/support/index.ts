import { createTicket as openTicket, replyToTicket as addReply } from '../../commands/tickets.js';
import { withinSupportAllowance } from '../../guards/supportAllowance.js';
import { presentTicket, presentTicketResponse } from '../../presenters/ticket.js';
import { findOwnTicket, listResponsesOf, listTicketsOf } from '../../queries/support.js';
import type { Handler } from '../types.js';

const listMyTickets: Handler<'listMyTickets'> = async ({ viewer, services }) => (await listTicketsOf(services.db, viewer)).map((ticket) => presentTicket(ticket));

const createTicket: Handler<'createTicket'> = async ({ input, viewer, services, write }) =>
  presentTicket(await withinSupportAllowance(services.supportThrottle, 'newTicket', viewer.id, () => write((unit) => openTicket(unit, viewer, input.body))));

// The contact form files a ticket too, so it shares the cap on open tickets and the allowance of new ones.
const contactSupport: Handler<'contactSupport'> = async ({ input, viewer, services, write }) =>
  presentTicket(await withinSupportAllowance(services.supportThrottle, 'newTicket', viewer.id, () => write((unit) => openTicket(unit, viewer, input.body))));

const getMyTicket: Handler<'getMyTicket'> = async ({ input, viewer, services }) => presentTicket(await findOwnTicket(services.db, viewer, input.params.id));

const listTicketResponses: Handler<'listTicketResponses'> = async ({ input, viewer, services }) => {
  const ticket = await findOwnTicket(services.db, viewer, input.params.id);
  return (await listResponsesOf(services.db, ticket.id)).map(presentTicketResponse);
};

const replyToTicket: Handler<'replyToTicket'> = async ({ input, viewer, services, write }) => {
  const { response } = await withinSupportAllowance(services.supportThrottle, 'reply', viewer.id, () =>
    write((unit) => addReply(unit, viewer, { ticketId: input.params.id, message: input.body.message })),
  );
  return presentTicketResponse(response);
};

/** The handlers of this area, keyed by route name. */
export const supportHandlers = { listMyTickets, createTicket, contactSupport, getMyTicket, listTicketResponses, replyToTicket };
