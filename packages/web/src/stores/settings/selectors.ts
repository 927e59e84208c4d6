import type { SettingsState } from './store';

export const settingsSelectors = {
  status: (s: SettingsState) => s.status,
  siteName: (s: SettingsState) => s.publicSettings.siteName,
  siteDescription: (s: SettingsState) => s.publicSettings.siteDescription,
  enableRegistrations: (s: SettingsState) => s.publicSettings.enableRegistrations,
  publicSettings: (s: SettingsState) => s.publicSettings,
};
