import { ACTIVE_TICKET_STATUSES, type Ticket } from '@signals/protocol';
import type { TicketsStore } from './actions';

const byNewest = (a: Ticket, b: Ticket) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt) || b.id - a.id;
const isActive = (ticket: Ticket) => ACTIVE_TICKET_STATUSES.includes(ticket.status);

/** Selectors returning arrays build new ones: read them with useShallow. */
export const ticketSelectors = {
  status: (s: TicketsStore) => s.status,
  error: (s: TicketsStore) => s.error,
  all: (s: TicketsStore) => Object.values(s.byId).sort(byNewest),
  active: (s: TicketsStore) => Object.values(s.byId).filter(isActive).sort(byNewest),
  closed: (s: TicketsStore) => Object.values(s.byId).filter((t) => !isActive(t)).sort(byNewest),
  activeCount: (s: TicketsStore) => Object.values(s.byId).filter(isActive).length,
  closedCount: (s: TicketsStore) => Object.values(s.byId).filter((t) => !isActive(t)).length,
  byId: (id: number | null) => (s: TicketsStore) => (id === null ? undefined : s.byId[id]),
  responses: (id: number | null) => (s: TicketsStore) => (id === null ? undefined : s.responses[id]),
};

/** Whether a ticket still takes replies. */
export function isTicketActive(ticket: Ticket): boolean {
  return isActive(ticket);
}
