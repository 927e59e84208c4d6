import { MAX_OPEN_TICKETS, MESSAGES, type TicketStatus } from '@signals/protocol';
import { isSqlite } from '../db/knex.js';
import { SupportTicket, TicketResponse, User } from '../db/models/index.js';
import type { UnitOfWork } from '../db/transaction.js';
import { serverText } from '../i18n/serverText.js';
import { alertAccount } from '../services/alerts/accountAlert.js';
import { conflict, notFound } from '../errors.js';
import { canReplyToTicket, hasRoomForNewTicket, isTicketOwner, statusAfterOwnerReply, TICKET_MESSAGES } from '../policies/ticket.js';
import { findTicketWithOwner } from '../queries/adminTickets.js';
import { recordAudit } from './audit.js';

export interface NewTicket {
  subject: string;
  message: string;
}

export interface TicketReply {
  /** The ticket answered. */
  ticket: SupportTicket;
  /** The new response. */
  response: TicketResponse;
}

/**
 * Opens a ticket for a member (the tickets screen or the contact form):
 * status open, priority medium, and `ticket.created` recorded so the back
 * office sees it arrive. A member with MAX_OPEN_TICKETS tickets not yet
 * closed is refused (409) until support has answered one. The allowance of
 * new tickets is the caller's (guards/supportAllowance.ts).
 *
 * @param unit the transaction and event recorder.
 * @param owner the member writing in.
 * @param input the subject and message, already validated.
 * @returns the ticket, with the owner's username and no responses yet.
 */
export async function createTicket(unit: UnitOfWork, owner: Pick<User, 'id' | 'username'>, input: NewTicket): Promise<SupportTicket> {
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
    subject: input.subject,
    message: input.message,
    status: 'open',
    priority: 'medium',
  });
  Object.assign(created, { username: owner.username, responseCount: 0 });
  unit.record({ type: 'ticket.created', ticket: created });
  return created;
}

/**
 * Adds the owner's reply to their ticket. Another member's ticket is missing
 * (404); a closed one takes no reply (409). A reply on a ticket waiting for
 * the user moves it back to open. The ticket is touched with a conditional
 * update first, so a ticket closed at the same moment refuses the reply.
 * Records `ticket.response` and `ticket.updated`. The allowance of replies
 * is the caller's (guards/supportAllowance.ts).
 *
 * @param unit the transaction and event recorder.
 * @param owner the member replying.
 * @param input the ticket from the path, and the reply, already validated.
 * @returns the updated ticket (with username and response count) and the response.
 */
export async function replyToTicket(unit: UnitOfWork, owner: Pick<User, 'id' | 'username'>, input: { ticketId: number; message: string }): Promise<TicketReply> {
  const { trx, record } = unit;
  const ticket = await SupportTicket.query(trx).findById(input.ticketId);
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
  const response = await TicketResponse.query(trx).insertAndFetch({ ticketId: ticket.id, userId: owner.id, message: input.message, isFromAdmin: false });
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

/**
 * Adds an admin's answer to a ticket. An 'open' ticket moves to
 * 'in_progress': the owner and the other admins then see that someone has
 * taken it, while 'waiting_for_user' and 'closed' stay as an admin set them
 * on purpose. Audited; records `ticket.response` and `ticket.updated`.
 *
 * @param unit the transaction and event recorder.
 * @param actor the admin.
 * @param input the ticket as loaded, and the answer.
 * @returns the stored response.
 */
export async function respondToTicket(unit: UnitOfWork, actor: Pick<User, 'id'>, input: { ticket: SupportTicket; message: string }): Promise<TicketResponse> {
  const { trx, record } = unit;
  const { ticket, message } = input;
  const response = await TicketResponse.query(trx).insertAndFetch({ ticketId: ticket.id, userId: actor.id, message, isFromAdmin: true });
  // A response is activity on the ticket even when its status stays.
  await SupportTicket.query(trx)
    .patch({ status: ticket.status === 'open' ? 'in_progress' : ticket.status })
    .where('id', ticket.id);
  const updated = (await findTicketWithOwner(trx, ticket.id)) ?? ticket;
  await recordAudit(unit, actor, {
    action: 'ticket.respond',
    entityType: 'ticket',
    entityId: ticket.id,
    before: { status: ticket.status },
    after: { status: updated.status, responseId: response.id },
  });
  record({ type: 'ticket.response', ticket: updated, response });
  record({ type: 'ticket.updated', ticket: updated });
  // What the admin's toast promises: the member is told, in the bell and per their channels.
  await alertAccount(unit, { id: ticket.userId }, {
    kind: 'ticketReply',
    // The reply as the admin wrote it, under a title in the member's language.
    text: (language) => ({
      title: serverText(language, 'alerts.account.ticketReplyTitle', { subject: ticket.subject }),
      message: message.length > 200 ? `${message.slice(0, 199)}…` : message,
    }),
  });
  return response;
}

/**
 * Sets a ticket's status. Admins may set any of the four at any time
 * (admin.md section 4). Audited; records `ticket.updated`.
 *
 * @param unit the transaction and event recorder.
 * @param actor the admin.
 * @param input the ticket as loaded, and the new status.
 * @returns the ticket with its owner and response count.
 */
export async function setTicketStatus(unit: UnitOfWork, actor: Pick<User, 'id'>, input: { ticket: SupportTicket; status: TicketStatus }): Promise<SupportTicket> {
  const { ticket, status } = input;
  await SupportTicket.query(unit.trx).patch({ status }).where('id', ticket.id);
  const updated = (await findTicketWithOwner(unit.trx, ticket.id)) ?? ticket;
  await recordAudit(unit, actor, { action: 'ticket.status', entityType: 'ticket', entityId: ticket.id, before: { status: ticket.status }, after: { status } });
  unit.record({ type: 'ticket.updated', ticket: updated });
  return updated;
}
