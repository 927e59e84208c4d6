import { onLiveEvent, onResync } from '../../live/registry';
import { useSessionStore } from '../session';
import { useNewsStore } from './store';

/**
 * The list follows publishing live, refetches after a reconnection that could
 * not resume, and starts over for another user. Called by live/wireLiveEvents; returns a function that unwires.
 */
export function wireNewsLive(): () => void {
  const stops = [
    onLiveEvent('news:changed', ({ id, news }) => useNewsStore.getState().newsChanged(id, news)),
    onResync(() => (useNewsStore.getState().status === 'idle' ? undefined : useNewsStore.getState().newsRequested(true))),
    useSessionStore.subscribe((session, previous) => {
      if (session.user?.id !== previous.user?.id) {
        useNewsStore.getState().newsReset();
      }
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
