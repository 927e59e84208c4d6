import type { ProviderStatus, Setting, SettingKey } from '@signals/protocol';
import { create } from 'zustand';
import { callApi, errorMessage } from '../../../api';
import { useSettingsStore } from '../../settings';

export interface AdminSettingsStore {
  values: Partial<Record<SettingKey, string>>;
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
  /** Which outside providers the server is configured with; null until read (or when it could not be). */
  providers: ProviderStatus | null;
  settingsRequested: () => Promise<void>;
  /** Saves some settings (one tab's keys); throws the ApiError for the form. */
  settingsSaved: (entries: { key: SettingKey; value: string }[]) => Promise<void>;
}

function valuesOf(settings: Setting[]): Partial<Record<SettingKey, string>> {
  return Object.fromEntries(settings.map((setting) => [setting.key, setting.value]));
}

export const useAdminSettingsStore = create<AdminSettingsStore>()((set) => ({
  values: {},
  status: 'idle',
  error: null,
  providers: null,
  settingsRequested: async () => {
    set({ status: 'loading', error: null });
    // Beside the switches, not in their way: the settings show without it.
    void callApi('adminProviders').then(
      (providers) => set({ providers }),
      () => undefined,
    );
    try {
      set({ values: valuesOf(await callApi('adminGetSettings')), status: 'ready' });
    } catch (error) {
      set({ status: 'error', error: errorMessage(error, 'Could not load the settings.') });
    }
  },
  settingsSaved: async (entries) => {
    const settings = await callApi('adminUpdateSettings', { body: { settings: entries } });
    set({ values: valuesOf(settings), status: 'ready' });
    // The site name and the registration switch show in this very app: refresh what it shows.
    void useSettingsStore.getState().publicSettingsLoaded();
  },
}));

export const adminSettingsSelectors = {
  values: (s: AdminSettingsStore) => s.values,
  status: (s: AdminSettingsStore) => s.status,
  error: (s: AdminSettingsStore) => s.error,
  providers: (s: AdminSettingsStore) => s.providers,
};
