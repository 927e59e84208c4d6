import { onLiveEvent, onResync } from '../../../live/registry';
import { useTicketsStore } from './store';

/** The back office's tickets follow new tickets, changes and replies. Called by live/wireLiveEvents; returns a function that unwires. */
export function wireAdminTicketsLive(): () => void {
  const stops = [
    onLiveEvent('ticket:created', (ticket) => useTicketsStore.getState().ticketReceived(ticket)),
    onLiveEvent('ticket:updated', (ticket) => useTicketsStore.getState().ticketChanged(ticket)),
    onLiveEvent('ticket:response', (response) => useTicketsStore.getState().responseReceived(response)),
    onResync(() => {
      const { list, conversation, listRequested, conversationOpened } = useTicketsStore.getState();
      if (conversation) {
        void conversationOpened(conversation.ticketId);
      }
      return list.status === 'idle' ? undefined : listRequested();
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
