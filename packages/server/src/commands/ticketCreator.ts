import { SupportTicket, type User } from '../db/models/index.js';
import type { UnitOfWork } from '../db/transaction.js';

export interface NewTicket {
  subject: string;
  message: string;
}

/**
 * Opens a support ticket for a member (from the tickets screen or the contact
 * form): status open, priority medium, and `ticket.created` recorded so the
 * back office sees it arrive.
 *
 * @param unit the transaction and event recorder.
 * @param owner the member writing in.
 * @param ticket the subject and message, already validated.
 * @returns the ticket, with the owner's username and no responses yet.
 */
export async function createTicket(unit: UnitOfWork, owner: User, ticket: NewTicket): Promise<SupportTicket> {
  const created = await SupportTicket.query(unit.trx).insertAndFetch({
    userId: owner.id,
    subject: ticket.subject,
    message: ticket.message,
    status: 'open',
    priority: 'medium',
  });
  Object.assign(created, { username: owner.username, responseCount: 0 });
  unit.record({ type: 'ticket.created', ticket: created });
  return created;
}
