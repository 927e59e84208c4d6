import type { Page, Ticket, TicketResponse, TicketStatus } from '@signals/protocol';
import { create } from 'zustand';
import { callApi, errorMessage } from '../../../api';
import {
  DEFAULT_PAGING,
  containsText,
  initialPagedList,
  pagedListActions,
  pagingParams,
  type ListQuery,
  type PagedList,
  type PagedListActions,
} from '../pagedList';

export interface TicketsQuery extends ListQuery {
  status: TicketStatus | 'all';
  sort: 'createdAt' | 'updatedAt' | 'status';
  order: 'asc' | 'desc';
}

/** The conversation shown in the Respond dialog, kept live while it is open. */
export interface Conversation {
  ticketId: number;
  status: 'loading' | 'ready' | 'error';
  responses: TicketResponse[];
  error: string | null;
}

export interface TicketsStore extends PagedListActions<Ticket, TicketsQuery> {
  list: PagedList<Ticket, TicketsQuery>;
  conversation: Conversation | null;
  ticketReceived: (ticket: Ticket) => void;
  ticketChanged: (ticket: Ticket) => void;
  responseReceived: (response: TicketResponse) => void;
  statusChanged: (id: number, status: TicketStatus) => Promise<Ticket>;
  responded: (id: number, message: string) => Promise<TicketResponse>;
  conversationOpened: (ticketId: number) => Promise<void>;
  conversationClosed: () => void;
}

export const useTicketsStore = create<TicketsStore>()((set, get) => {
  const list = pagedListActions<Ticket, TicketsQuery, Page<Ticket>>({
    read: () => get().list,
    write: (patch) => set((s) => ({ list: { ...s.list, ...patch } })),
    fetchPage: (query) =>
      callApi('adminListTickets', {
        query: { ...pagingParams(query), status: query.status === 'all' ? undefined : query.status, sort: query.sort, order: query.order },
      }),
    matches: (ticket, query) =>
      (query.status === 'all' || query.status === ticket.status) && containsText(query.search, ticket.subject, ticket.message, ticket.username),
    newestFirst: (query) => query.page === 1 && query.sort === 'createdAt' && query.order === 'desc',
  });

  const appendResponse = (response: TicketResponse) => {
    const conversation = get().conversation;
    if (!conversation || conversation.ticketId !== response.ticketId || conversation.responses.some((r) => r.id === response.id)) {
      return;
    }
    set({ conversation: { ...conversation, responses: [...conversation.responses, response] } });
  };

  return {
    list: initialPagedList<Ticket, TicketsQuery>({ ...DEFAULT_PAGING, status: 'all', sort: 'createdAt', order: 'desc' }),
    conversation: null,
    ...list,
    ticketReceived: (ticket) => list.rowAdded(ticket),
    ticketChanged: (ticket) => list.rowUpdated(ticket),
    responseReceived: appendResponse,
    statusChanged: async (id, status) => {
      const ticket = await callApi('adminSetTicketStatus', { params: { id }, body: { status } });
      list.rowUpdated(ticket);
      return ticket;
    },
    responded: async (id, message) => {
      const response = await callApi('adminRespondToTicket', { params: { id }, body: { message } });
      appendResponse(response);
      return response;
    },
    conversationOpened: async (ticketId) => {
      set({ conversation: { ticketId, status: 'loading', responses: [], error: null } });
      try {
        const responses = await callApi('adminListTicketResponses', { params: { id: ticketId } });
        if (get().conversation?.ticketId === ticketId) {
          // Keep what arrived live while loading, without repeating it.
          const live = (get().conversation?.responses ?? []).filter((r) => !responses.some((loaded) => loaded.id === r.id));
          set({ conversation: { ticketId, status: 'ready', responses: [...responses, ...live], error: null } });
        }
      } catch (error) {
        if (get().conversation?.ticketId === ticketId) {
          set({ conversation: { ticketId, status: 'error', responses: [], error: errorMessage(error, 'Could not load the conversation.') } });
        }
      }
    },
    conversationClosed: () => set({ conversation: null }),
  };
});

export const ticketSelectors = {
  list: (s: TicketsStore) => s.list,
  query: (s: TicketsStore) => s.list.query,
  conversation: (s: TicketsStore) => s.conversation,
  ticket: (id: number | null) => (s: TicketsStore) => (id === null ? undefined : s.list.byId[id]),
};
