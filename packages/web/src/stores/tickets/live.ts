import { onLiveEvent, onResync } from '../../live/registry';
import { useSessionStore } from '../session';
import type { StoreApi } from 'zustand';
import type { TicketsStore } from './actions';

/**
 * Routes the live ticket events into the store. An admin's socket also hears
 * every other member's tickets, so only the signed-in user's own are kept.
 */
export function connectTicketsToLive(store: StoreApi<TicketsStore>): void {
  onLiveEvent('ticket:updated', (ticket) => {
    const state = store.getState();
    const mine = ticket.userId === useSessionStore.getState().user?.id;
    if (mine && (state.status === 'ready' || state.byId[ticket.id])) {
      state.ticketReceived(ticket);
    }
  });
  onLiveEvent('ticket:response', (response) => {
    const state = store.getState();
    if (state.byId[response.ticketId]) {
      state.responseReceived(response);
    }
  });
  onResync(async () => {
    const state = store.getState();
    if (state.status !== 'ready') {
      return;
    }
    const opened = Object.keys(state.responses).map(Number);
    await Promise.all([state.ticketsRequested(), ...opened.map((id) => state.responsesRequested(id))]);
  });
  useSessionStore.subscribe((current, previous) => {
    if (current.user?.id !== previous.user?.id) {
      store.getState().ticketsCleared();
    }
  });
}
