import { MAX_OPEN_TICKETS, MESSAGES } from '@signals/protocol';
import { isSqlite } from '../db/knex.js';
import { SupportTicket, User } from '../db/models/index.js';
import { inTransaction, type UnitOfWork } from '../db/transaction.js';
import { conflict } from '../errors.js';
import { hasRoomForNewTicket } from '../policies/ticket.js';
import type { Services } from '../services/index.js';
import { withinSupportAllowance } from './supportAllowance.js';

export interface NewTicket {
  subject: string;
  message: string;
}

/**
 * Opens a ticket for a member from the tickets screen or the contact form,
 * within their allowance of new tickets (429 past it).
 *
 * @param services the database, the event bus and the support throttle.
 * @param owner the member writing in.
 * @param ticket the subject and message, already validated.
 * @returns the ticket, with the owner's username and no responses yet.
 */
export async function openTicket(services: Pick<Services, 'db' | 'events' | 'supportThrottle'>, owner: User, ticket: NewTicket): Promise<SupportTicket> {
  return withinSupportAllowance(services.supportThrottle, 'newTicket', owner.id, () =>
    inTransaction(services.db, services.events, (unit) => createTicket(unit, owner, ticket)),
  );
}

/**
 * Writes the ticket: status open, priority medium, and `ticket.created`
 * recorded so the back office sees it arrive. A member with MAX_OPEN_TICKETS
 * tickets not yet closed is refused (409) until support has answered one.
 *
 * @param unit the transaction and event recorder.
 * @param owner the member writing in.
 * @param ticket the subject and message, already validated.
 * @returns the ticket, with the owner's username and no responses yet.
 */
export async function createTicket(unit: UnitOfWork, owner: User, ticket: NewTicket): Promise<SupportTicket> {
  const { trx } = unit;
  if (!isSqlite(trx)) {
    // PostgreSQL: one member's tickets opened at once are counted one after the other (SQLite runs one transaction at a time anyway).
    await User.query(trx).findById(owner.id).forUpdate();
  }
  const open = await SupportTicket.query(trx).where('userId', owner.id).whereNot('status', 'closed').resultSize();
  if (!hasRoomForNewTicket(open)) {
    throw conflict(MESSAGES.tooManyOpenTickets(MAX_OPEN_TICKETS));
  }
  const created = await SupportTicket.query(trx).insertAndFetch({
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
