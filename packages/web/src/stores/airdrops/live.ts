import { onLiveEvent, onResync } from '../../live/registry';
import { useSessionStore } from '../session';
import { useAirdropsStore } from './store';

/**
 * The grid follows the back office live, refetches after a reconnection that
 * could not resume, and starts over for another user. Called by live/wireLiveEvents; returns a function that unwires.
 */
export function wireAirdropsLive(): () => void {
  const stops = [
    onLiveEvent('airdrop:changed', ({ id, airdrop }) => useAirdropsStore.getState().airdropChanged(id, airdrop)),
    onResync(() => (useAirdropsStore.getState().status === 'idle' ? undefined : useAirdropsStore.getState().airdropsRequested(true))),
    useSessionStore.subscribe((session, previous) => {
      if (session.user?.id !== previous.user?.id) {
        useAirdropsStore.getState().airdropsReset();
      }
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
