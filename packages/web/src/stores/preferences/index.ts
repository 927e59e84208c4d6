export { preferenceSelectors } from './selectors';
export { usePreferencesStore, type PreferencesState, type PreferencesStatus } from './store';
