import { SIGNAL_LOG_HEAD_DELAY_MS } from '@signals/protocol';
import { onLiveEvent, onResync } from '../../live/registry';
import { useSignalLogStore } from './signalLog';
import { useTrackRecordStore } from './store';

/**
 * How long after a change the log's head is asked for again. The change's leaf is appended at once, but a head
 * covering it is only signed within SIGNAL_LOG_HEAD_DELAY_MS, and the server lets the head's answer be kept a few
 * seconds: asked sooner, the head would not count the change yet.
 */
export const HEAD_REFRESH_DELAY_MS = SIGNAL_LOG_HEAD_DELAY_MS + 1_000;

/**
 * The track record follows outcomes live: the server says the figures
 * changed (not what they are, as each screen holds its own filters), and
 * every record on screen is asked for again, then the log's head once it
 * has been signed over the change. Also after a reconnection that could not
 * resume. Called by live/wireLiveEvents; returns a function that unwires.
 */
export function wireTrackRecordLive(headDelayMs = HEAD_REFRESH_DELAY_MS): () => void {
  // Changes in a row are covered by one head signed after the last of them: one request, that long after the last.
  let headTimer: ReturnType<typeof setTimeout> | null = null;
  const headLater = () => {
    if (headTimer !== null) {
      clearTimeout(headTimer);
    }
    headTimer = setTimeout(() => {
      headTimer = null;
      void useSignalLogStore.getState().headChanged();
    }, headDelayMs);
  };
  const stops = [
    onLiveEvent('track-record:changed', () => {
      void useTrackRecordStore.getState().recordsChanged();
      headLater();
    }),
    // What was missed happened before the reconnection: the head signed by now covers it.
    onResync(() => Promise.all([useTrackRecordStore.getState().recordsChanged(), useSignalLogStore.getState().headChanged()])),
  ];
  return () => {
    stops.forEach((stop) => stop());
    if (headTimer !== null) {
      clearTimeout(headTimer);
    }
  };
}
