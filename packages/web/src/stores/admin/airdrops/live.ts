import { onLiveEvent, onResync } from '../../../live/registry';
import { useAdminAirdropsStore } from './store';

/**
 * The admin room receives inactive airdrops too, so every change of another admin shows here.
 * Called by live/wireLiveEvents; returns a function that unwires.
 */
export function wireAdminAirdropsLive(): () => void {
  const stops = [
    onLiveEvent('airdrop:changed', ({ id, airdrop }) => {
      if (useAdminAirdropsStore.getState().airdrops.status !== 'idle') {
        useAdminAirdropsStore.getState().airdropChanged(id, airdrop);
      }
    }),
    onResync(() =>
      useAdminAirdropsStore.getState().airdrops.status === 'idle' ? undefined : useAdminAirdropsStore.getState().airdropsRequested(),
    ),
  ];
  return () => stops.forEach((stop) => stop());
}
