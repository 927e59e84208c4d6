import type { TicketStatus } from '@signals/protocol';
import type { Db } from '../db/knex.js';
import { inTransaction } from '../db/transaction.js';
import { SupportTicket, type User } from '../db/models/index.js';
import type { EventBus } from '../services/eventBus.js';
import { findTicketWithOwner } from '../queries/adminTickets.js';
import { recordAudit } from './auditRecorder.js';

/**
 * Sets a ticket's status. Admins may set any of the four at any time
 * (admin.md section 4); `ticket.updated` goes out after the commit.
 *
 * @param db the database.
 * @param events the event bus.
 * @param actor the admin.
 * @param ticket the ticket as loaded.
 * @param status the new status.
 * @returns the ticket with its owner and response count.
 */
export async function setTicketStatus(db: Db, events: EventBus, actor: User, ticket: SupportTicket, status: TicketStatus): Promise<SupportTicket> {
  return inTransaction(db, events, async ({ trx, record }) => {
    await SupportTicket.query(trx).patch({ status }).where('id', ticket.id);
    const updated = (await findTicketWithOwner(trx, ticket.id)) ?? ticket;
    await recordAudit(trx, actor, { action: 'ticket.status', entityType: 'ticket', entityId: ticket.id, before: { status: ticket.status }, after: { status } });
    record({ type: 'ticket.updated', ticket: updated });
    return updated;
  });
}
