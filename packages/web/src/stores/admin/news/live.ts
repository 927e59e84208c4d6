import { onLiveEvent, onResync } from '../../../live/registry';
import { useAdminNewsStore } from './store';

/**
 * The admin room receives drafts too, so every change of another admin shows here.
 * Called by live/wireLiveEvents; returns a function that unwires.
 */
export function wireAdminNewsLive(): () => void {
  const stops = [
    onLiveEvent('news:changed', ({ id, news }) => {
      if (useAdminNewsStore.getState().news.status !== 'idle') {
        useAdminNewsStore.getState().newsChanged(id, news);
      }
    }),
    onResync(() => (useAdminNewsStore.getState().news.status === 'idle' ? undefined : useAdminNewsStore.getState().newsRequested())),
  ];
  return () => stops.forEach((stop) => stop());
}
