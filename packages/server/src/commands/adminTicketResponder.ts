import type { Db } from '../db/knex.js';
import { inTransaction } from '../db/transaction.js';
import { SupportTicket, TicketResponse, type User } from '../db/models/index.js';
import type { EventBus } from '../services/eventBus.js';
import { findTicketWithOwner } from '../queries/adminTickets.js';
import { recordAudit } from './auditRecorder.js';

/**
 * Adds an admin's answer to a ticket. An 'open' ticket moves to
 * 'in_progress': the owner and the other admins then see that someone has
 * taken it, while 'waiting_for_user' and 'closed' stay as an admin set them
 * on purpose. `ticket.response` and `ticket.updated` go out after the commit.
 *
 * @param db the database.
 * @param events the event bus.
 * @param actor the admin.
 * @param ticket the ticket as loaded.
 * @param message the answer.
 * @returns the stored response.
 */
export async function respondToTicket(db: Db, events: EventBus, actor: User, ticket: SupportTicket, message: string): Promise<TicketResponse> {
  return inTransaction(db, events, async ({ trx, record }) => {
    const response = await TicketResponse.query(trx).insertAndFetch({ ticketId: ticket.id, userId: actor.id, message, isFromAdmin: true });
    // A response is activity on the ticket even when its status stays.
    await SupportTicket.query(trx)
      .patch({ status: ticket.status === 'open' ? 'in_progress' : ticket.status })
      .where('id', ticket.id);
    const updated = (await findTicketWithOwner(trx, ticket.id)) ?? ticket;
    await recordAudit(trx, actor, {
      action: 'ticket.respond',
      entityType: 'ticket',
      entityId: ticket.id,
      before: { status: ticket.status },
      after: { status: updated.status, responseId: response.id },
    });
    record({ type: 'ticket.response', ticket: updated, response });
    record({ type: 'ticket.updated', ticket: updated });
    return response;
  });
}
