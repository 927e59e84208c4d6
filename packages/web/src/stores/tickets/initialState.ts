import type { Ticket, TicketResponse } from '@signals/protocol';

export type TicketsStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The conversation of one ticket. */
export interface ResponsesEntry {
  status: TicketsStatus;
  error: string | null;
  /** Oldest first, unique by id. */
  items: TicketResponse[];
}

export interface TicketsState {
  status: TicketsStatus;
  error: string | null;
  /** The signed-in user's tickets. */
  byId: Record<number, Ticket>;
  /** Conversations loaded so far, by ticket id. */
  responses: Record<number, ResponsesEntry>;
}

export const initialTicketsState: TicketsState = { status: 'idle', error: null, byId: {}, responses: {} };
