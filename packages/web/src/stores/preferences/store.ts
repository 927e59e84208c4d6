import type { NotificationPreferences, QuietHours } from '@signals/protocol';
import { create } from 'zustand';
import { callApi, errorMessage } from '../../api';
import { useSessionStore } from '../session';

export type PreferencesStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface PreferencesState {
  status: PreferencesStatus;
  error: string | null;
  /** The channels per category as the server keeps them (SMS off without premium). */
  saved: NotificationPreferences | null;
  preferencesRequested: () => Promise<void>;
  /** Save a complete set; the server's answer replaces `saved`. Throws the ApiError. */
  preferencesSaved: (preferences: NotificationPreferences) => Promise<NotificationPreferences>;
  preferencesCleared: () => void;
  /** The member's quiet hours as the server keeps them: undefined until loaded, null for none. */
  quietHours: QuietHours | null | undefined;
  quietHoursRequested: () => Promise<void>;
  /** Save or clear quiet hours; the server's answer replaces `quietHours`. Throws the ApiError. */
  quietHoursSaved: (quietHours: QuietHours | null) => Promise<void>;
}

const empty = { status: 'idle' as const, error: null, saved: null, quietHours: undefined };

export const usePreferencesStore = create<PreferencesState>()((set, get) => ({
  ...empty,
  preferencesRequested: async () => {
    if (get().status !== 'ready') {
      set({ status: 'loading', error: null });
    }
    try {
      const saved = await callApi('getNotificationPreferences');
      set({ status: 'ready', error: null, saved });
    } catch (error) {
      if (get().status !== 'ready') {
        set({ status: 'error', error: errorMessage(error, 'Please try again later') });
      }
    }
  },
  preferencesSaved: async (preferences) => {
    const saved = await callApi('setNotificationPreferences', { body: preferences });
    set({ status: 'ready', error: null, saved });
    return saved;
  },
  preferencesCleared: () => set(empty),
  quietHoursRequested: async () => {
    try {
      const { quietHours } = await callApi('getQuietHours');
      set({ quietHours });
    } catch {
      // The channels' own error state speaks for the screen; quiet hours stay unknown and their card waits.
    }
  },
  quietHoursSaved: async (next) => {
    const { quietHours } = await callApi('setQuietHours', { body: { quietHours: next } });
    set({ quietHours });
  },
}));

useSessionStore.subscribe((state, previous) => {
  if (state.user?.id !== previous.user?.id) {
    usePreferencesStore.getState().preferencesCleared();
    return;
  }
  // Gaining or losing premium changes what SMS may be: read the channels in force again.
  if (state.user && previous.user && state.user.isPremium !== previous.user.isPremium && usePreferencesStore.getState().status === 'ready') {
    void usePreferencesStore.getState().preferencesRequested();
  }
});
