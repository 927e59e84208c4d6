export { adminSettingsSelectors, useAdminSettingsStore, type AdminSettingsStore } from './store';
