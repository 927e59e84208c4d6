import { onLiveEvent, onResync } from '../../live/registry';
import { useSessionStore } from '../session';
import { useSignalsStore } from './store';

/** Counts (and the week's figures, once loaded) follow signal writes a moment later, once per burst rather than once per event. */
const COUNTS_DELAY_MS = 500;
let countsTimer: ReturnType<typeof setTimeout> | undefined;

function countsLater(): void {
  const { counts, week } = useSignalsStore.getState();
  if (!counts && !week) {
    return;
  }
  clearTimeout(countsTimer);
  countsTimer = setTimeout(() => {
    const store = useSignalsStore.getState();
    if (store.counts) {
      void store.countsRequested();
    }
    if (store.week) {
      void store.weekRequested();
    }
  }, COUNTS_DELAY_MS);
}

/**
 * Wires the signals store to the live channel and to the session: new, edited
 * and deleted signals change the lists in place; a plan change refetches them
 * so locked rows unlock (or lock) without signing out; another user starts
 * from nothing. Called by live/wireLiveEvents; returns a function that unwires.
 */
export function wireSignalsLive(): () => void {
  const store = () => useSignalsStore.getState();
  const stops = [
    onLiveEvent('signal:created', (signal) => {
      store().signalReceived(signal);
      countsLater();
    }),
    onLiveEvent('signal:updated', (signal) => {
      store().signalChanged(signal);
      countsLater();
    }),
    onLiveEvent('signal:deleted', ({ id }) => {
      store().signalRemoved(id);
      countsLater();
    }),
    onResync(() =>
      Promise.all([store().listsRefreshed(), store().counts ? store().countsRequested() : undefined, store().week ? store().weekRequested() : undefined]),
    ),
    useSessionStore.subscribe((session, previous) => {
      if (session.user?.id !== previous.user?.id) {
        store().signalsReset();
      } else if (session.user && session.user.isPremium !== previous.user?.isPremium) {
        void store().listsRefreshed();
      }
    }),
  ];
  return () => {
    stops.forEach((stop) => stop());
    clearTimeout(countsTimer);
  };
}
