import { onLiveEvent, onResync } from '../../live/registry';
import { useSessionStore } from '../session';
import { useSignalTimelineStore } from './store';

/**
 * A timeline on screen follows its signal: an event recorded by an admin
 * arrives as `signal:updated` for that signal, and the timeline is asked for
 * again (the event itself is not in the payload). Another user starts from
 * nothing; a plan change asks again, as prices follow the access rule.
 * Called by live/wireLiveEvents; returns a function that unwires.
 */
export function wireSignalTimelineLive(): () => void {
  const store = () => useSignalTimelineStore.getState();
  const refetchHeld = () => Promise.all(Object.keys(store().timelines).map((id) => store().timelineRequested(Number(id), true)));
  const stops = [
    onLiveEvent('signal:updated', (signal) => {
      if (store().timelines[signal.id]) {
        void store().timelineRequested(signal.id, true);
      }
    }),
    onResync(refetchHeld),
    useSessionStore.subscribe((session, previous) => {
      if (session.user?.id !== previous.user?.id) {
        store().timelinesReset();
      } else if (session.user && session.user.isPremium !== previous.user?.isPremium) {
        void refetchHeld();
      }
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
