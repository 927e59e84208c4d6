export type { TicketsActions, TicketsStore } from './actions';
export type { ResponsesEntry, TicketsState, TicketsStatus } from './initialState';
export { isTicketActive, ticketSelectors } from './selectors';
export { useTicketsStore } from './store';
