export { ticketSelectors, useTicketsStore, type Conversation, type TicketsQuery, type TicketsStore } from './store';
