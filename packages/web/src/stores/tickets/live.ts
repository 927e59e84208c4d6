import { onLiveEvent, onResync } from '../../live/registry';
import { useSessionStore } from '../session';
import { useTicketsStore } from './store';

/**
 * Routes the live ticket events into the store. An admin's socket also hears
 * every other member's tickets, so only the signed-in user's own are kept.
 * Called by live/wireLiveEvents; returns a function that unwires.
 */
export function wireTicketsLive(): () => void {
  const stops = [
    onLiveEvent('ticket:updated', (ticket) => {
      const state = useTicketsStore.getState();
      const mine = ticket.userId === useSessionStore.getState().user?.id;
      if (mine && (state.status === 'ready' || state.byId[ticket.id])) {
        state.ticketReceived(ticket);
      }
    }),
    onLiveEvent('ticket:response', (response) => {
      const state = useTicketsStore.getState();
      if (state.byId[response.ticketId]) {
        state.responseReceived(response);
      }
    }),
    onResync(async () => {
      const state = useTicketsStore.getState();
      if (state.status !== 'ready') {
        return;
      }
      const opened = Object.keys(state.responses).map(Number);
      await Promise.all([state.ticketsRequested(), ...opened.map((id) => state.responsesRequested(id))]);
    }),
    useSessionStore.subscribe((current, previous) => {
      if (current.user?.id !== previous.user?.id) {
        useTicketsStore.getState().ticketsCleared();
      }
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
