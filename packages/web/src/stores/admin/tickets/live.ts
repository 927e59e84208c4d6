import { onLiveEvent, onResync } from '../../../live/registry';
import { useTicketsStore } from './store';

// Registered once, when the back office first loads this store.
onLiveEvent('ticket:created', (ticket) => useTicketsStore.getState().ticketReceived(ticket));
onLiveEvent('ticket:updated', (ticket) => useTicketsStore.getState().ticketChanged(ticket));
onLiveEvent('ticket:response', (response) => useTicketsStore.getState().responseReceived(response));
onResync(() => {
  const { list, conversation, listRequested, conversationOpened } = useTicketsStore.getState();
  if (conversation) {
    void conversationOpened(conversation.ticketId);
  }
  return list.status === 'idle' ? undefined : listRequested();
});
