import type { TicketStatus } from '@signals/protocol';
import type { MessageId } from '../../../i18n/messages';

/** A ticket status with the admin screens' wording ("Waiting for User", where members read "Waiting for You"). */
export const TICKET_STATUS_KEYS: Record<TicketStatus, MessageId> = {
  open: 'adminUsers.tickets.status.open',
  in_progress: 'adminUsers.tickets.status.inProgress',
  waiting_for_user: 'adminUsers.tickets.status.waitingForUser',
  closed: 'adminUsers.tickets.status.closed',
};
