import { onLiveEvent, onResync } from '../../live/registry';
import { useSessionStore } from '../session';
import { useAirdropsStore } from './store';

// Wired once, at first import: the grid follows the back office live, refetches after a
// reconnection that could not resume, and starts over for another user.
onLiveEvent('airdrop:changed', ({ id, airdrop }) => useAirdropsStore.getState().airdropChanged(id, airdrop));
onResync(() => (useAirdropsStore.getState().status === 'idle' ? undefined : useAirdropsStore.getState().airdropsRequested(true)));
useSessionStore.subscribe((session, previous) => {
  if (session.user?.id !== previous.user?.id) {
    useAirdropsStore.getState().airdropsReset();
  }
});
