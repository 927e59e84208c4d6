import type { ContactRequest, NewTicketRequest, Ticket, TicketResponse } from '@signals/protocol';
import type { StateCreator } from 'zustand';
import { callApi, errorMessage } from '../../api';
import { initialTicketsState, type TicketsState } from './initialState';
import { newerTicket, withResponse } from './merge';

export interface TicketsActions {
  /** Load the user's tickets; a reload keeps the list on screen while it runs. */
  ticketsRequested: () => Promise<void>;
  /** Load one ticket's conversation. */
  responsesRequested: (ticketId: number) => Promise<void>;
  /** Open a ticket; throws the ApiError so the form can show it. */
  ticketOpened: (input: NewTicketRequest) => Promise<Ticket>;
  /** Write to support through the contact form (the server files it as a ticket). */
  contactMessageSent: (input: ContactRequest) => Promise<Ticket>;
  /** Reply on one's own ticket; throws the ApiError (409 once the ticket is closed). */
  replySent: (ticketId: number, message: string) => Promise<TicketResponse>;
  /** A ticket changed on the server (status, new response). */
  ticketReceived: (ticket: Ticket) => void;
  /** A response was added on the server. */
  responseReceived: (response: TicketResponse) => void;
  ticketsCleared: () => void;
}

export type TicketsStore = TicketsState & TicketsActions;

export const createTicketsActions: StateCreator<TicketsStore, [], [], TicketsActions> = (set, get) => ({
  ticketsRequested: async () => {
    if (get().status !== 'ready') {
      set({ status: 'loading', error: null });
    }
    try {
      const tickets = await callApi('listMyTickets');
      set((s) => ({
        status: 'ready',
        error: null,
        byId: Object.fromEntries(tickets.map((ticket) => [ticket.id, newerTicket(s.byId[ticket.id], ticket)])),
      }));
    } catch (error) {
      if (get().status !== 'ready') {
        set({ status: 'error', error: errorMessage(error, 'Please try again later') });
      }
    }
  },
  responsesRequested: async (ticketId) => {
    const known = get().responses[ticketId];
    if (known?.status !== 'ready') {
      set((s) => ({ responses: { ...s.responses, [ticketId]: { status: 'loading', error: null, items: known?.items ?? [] } } }));
    }
    try {
      const items = await callApi('listTicketResponses', { params: { id: ticketId } });
      set((s) => {
        // Keep anything a live event added while the request ran.
        const merged = (s.responses[ticketId]?.items ?? []).reduce(withResponse, items);
        return { responses: { ...s.responses, [ticketId]: { status: 'ready', error: null, items: merged } } };
      });
    } catch (error) {
      if (get().responses[ticketId]?.status !== 'ready') {
        const entry = { status: 'error' as const, error: errorMessage(error, 'Please try again later'), items: [] };
        set((s) => ({ responses: { ...s.responses, [ticketId]: entry } }));
      }
    }
  },
  ticketOpened: async (input) => {
    const ticket = await callApi('createTicket', { body: input });
    get().ticketReceived(ticket);
    return ticket;
  },
  contactMessageSent: async (input) => {
    const ticket = await callApi('contactSupport', { body: input });
    get().ticketReceived(ticket);
    return ticket;
  },
  replySent: async (ticketId, message) => {
    const response = await callApi('replyToTicket', { params: { id: ticketId }, body: { message } });
    get().responseReceived(response);
    // A reply can move the status (waiting for you → open); the live event says so too, but the socket may be down.
    void callApi('getMyTicket', { params: { id: ticketId } })
      .then((ticket) => get().ticketReceived(ticket))
      .catch(() => undefined);
    return response;
  },
  ticketReceived: (ticket) => set((s) => ({ byId: { ...s.byId, [ticket.id]: newerTicket(s.byId[ticket.id], ticket) } })),
  responseReceived: (response) => {
    const entry = get().responses[response.ticketId];
    if (!entry) {
      // Not opened yet: the conversation is fetched in full when it is.
      return;
    }
    set((s) => ({ responses: { ...s.responses, [response.ticketId]: { ...entry, items: withResponse(entry.items, response) } } }));
  },
  ticketsCleared: () => set(initialTicketsState),
});
