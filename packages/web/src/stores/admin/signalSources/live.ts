import { onLiveEvent, onResync } from '../../../live/registry';
import { useSignalDraftsStore } from './drafts';
import { useSignalSourcesStore } from './sources';

/**
 * The draft desk follows the admin room: a new draft joins every open desk, a decided one (published or discarded,
 * by whoever) leaves it. A draft is a delivery its source took: the source's row and open log say so.
 * Called by live/wireLiveEvents; returns a function that unwires.
 */
export function wireAdminSignalDraftsLive(): () => void {
  const drafts = () => useSignalDraftsStore.getState();
  const sources = () => useSignalSourcesStore.getState();
  const stops = [
    onLiveEvent('signal-draft:created', (draft) => {
      // Never asked for, the desk has nothing to add to: its first load brings the draft.
      if (drafts().status !== 'idle') {
        drafts().draftArrived(draft);
      }
      sources().deliveryNoted(draft.source.id, draft.receivedAt);
      if (sources().deliveries.sourceId === draft.source.id) {
        void sources().deliveriesRequested(draft.source.id);
      }
    }),
    onLiveEvent('signal-draft:updated', (draft) => {
      drafts().draftDecided(draft.id);
      if (sources().deliveries.sourceId === draft.source.id) {
        void sources().deliveriesRequested(draft.source.id);
      }
    }),
    onResync(() =>
      Promise.all([
        drafts().status === 'idle' ? undefined : drafts().draftsRequested(),
        sources().sources.status === 'idle' ? undefined : sources().sourcesRequested(),
      ]),
    ),
  ];
  return () => stops.forEach((stop) => stop());
}
