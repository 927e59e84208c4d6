import type { PreferencesState } from './store';

export const preferenceSelectors = {
  status: (s: PreferencesState) => s.status,
  error: (s: PreferencesState) => s.error,
  saved: (s: PreferencesState) => s.saved,
  quietHours: (s: PreferencesState) => s.quietHours,
};
