export { sendsChannel, settingsSelectors } from './selectors';
export { useSettingsStore, type SettingsState } from './store';
