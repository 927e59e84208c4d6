import type { PartialModelObject } from 'objection';
import type { Db } from '../../../src/db/knex.js';
import { SupportTicket, TicketResponse } from '../../../src/db/models/index.js';
import { buildUser } from './users.js';

/** Inserts an open ticket by a new user unless told otherwise. */
export async function buildTicket(db: Db, overrides: PartialModelObject<SupportTicket> = {}): Promise<SupportTicket> {
  const userId = overrides.userId ?? (await buildUser(db)).id;
  return SupportTicket.query(db).insertAndFetch({
    subject: 'Payment not showing',
    message: 'I paid yesterday and my account is still on the free plan.',
    status: 'open',
    priority: 'medium',
    ...overrides,
    userId,
  });
}

/** Inserts a response on a ticket, from its owner unless told otherwise. */
export async function buildTicketResponse(
  db: Db,
  ticket: Pick<SupportTicket, 'id' | 'userId'>,
  overrides: PartialModelObject<TicketResponse> = {},
): Promise<TicketResponse> {
  return TicketResponse.query(db).insertAndFetch({ ticketId: ticket.id, userId: ticket.userId, message: 'Any news on this?', isFromAdmin: false, ...overrides });
}
