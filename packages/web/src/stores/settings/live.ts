import { onLiveEvent, onResync } from '../../live/registry';
import { useSettingsStore } from './store';

/**
 * The public settings follow the back office: a saved price or name reaches every open app at once, and a connection
 * that could not resume reads them again. Called by live/wireLiveEvents; returns a function that unwires.
 */
export function wireSettingsLive(): () => void {
  const stops = [
    onLiveEvent('settings:changed', (settings) => useSettingsStore.getState().publicSettingsChanged(settings)),
    onResync(() => useSettingsStore.getState().publicSettingsLoaded()),
  ];
  return () => stops.forEach((stop) => stop());
}
