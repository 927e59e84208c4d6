import { onLiveEvent, onResync } from '../../live/registry';
import { useTrackRecordStore } from './store';

/**
 * The track record follows outcomes live: the server says the figures
 * changed (not what they are, as each screen holds its own filters), and
 * every record on screen is asked for again. Also after a reconnection that
 * could not resume. Called by live/wireLiveEvents; returns a function that unwires.
 */
export function wireTrackRecordLive(): () => void {
  const stops = [
    onLiveEvent('track-record:changed', () => void useTrackRecordStore.getState().recordsChanged()),
    onResync(() => useTrackRecordStore.getState().recordsChanged()),
  ];
  return () => stops.forEach((stop) => stop());
}
