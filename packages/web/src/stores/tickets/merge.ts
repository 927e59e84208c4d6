import type { Ticket, TicketResponse } from '@signals/protocol';

/**
 * Adds a response to a conversation once: the same response can arrive both
 * as the answer to our own POST and as a live event.
 */
export function withResponse(items: TicketResponse[], response: TicketResponse): TicketResponse[] {
  if (items.some((item) => item.id === response.id)) {
    return items;
  }
  return [...items, response].sort((a, b) => a.id - b.id);
}

/** Keeps the newer of two copies of a ticket, so a late answer never rolls a live update back. */
export function newerTicket(current: Ticket | undefined, incoming: Ticket): Ticket {
  if (current && Date.parse(current.updatedAt) > Date.parse(incoming.updatedAt)) {
    return current;
  }
  return incoming;
}
