import type { NotificationPreferences } from '@signals/protocol';
import { create } from 'zustand';
import { callApi } from '../../api';
import { useSessionStore } from '../session';

export interface SmsAlertsState {
  /** The saved preferences; null until loaded. */
  preferences: NotificationPreferences | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  saving: boolean;
  smsPreferencesRequested: () => Promise<void>;
  /** Turn SMS on or off for new and high-profit signals (the premium page's one switch); throws for the toast. */
  smsAlertsChanged: (enabled: boolean) => Promise<void>;
}

/** Whether SMS reaches the user for signals, as the premium page's single switch shows it. */
export function smsForSignals(preferences: NotificationPreferences | null): boolean {
  return Boolean(preferences && (preferences.newSignals.sms || preferences.highProfitSignals.sms));
}

export const useSmsAlertsStore = create<SmsAlertsState>()((set, get) => ({
  preferences: null,
  status: 'idle',
  saving: false,
  smsPreferencesRequested: async () => {
    if (get().status === 'loading') {
      return;
    }
    set({ status: 'loading' });
    try {
      set({ preferences: await callApi('getNotificationPreferences'), status: 'ready' });
    } catch {
      set({ status: 'error' });
    }
  },
  smsAlertsChanged: async (enabled) => {
    const current = get().preferences;
    if (!current) {
      return;
    }
    const next: NotificationPreferences = {
      ...current,
      newSignals: { ...current.newSignals, sms: enabled },
      highProfitSignals: { ...current.highProfitSignals, sms: enabled },
    };
    set({ saving: true });
    try {
      set({ preferences: await callApi('setNotificationPreferences', { body: next }), saving: false });
    } catch (error) {
      set({ saving: false });
      throw error;
    }
  },
}));

// Another user, or a plan change, makes the loaded preferences stale.
useSessionStore.subscribe((session, previous) => {
  if (session.user?.id !== previous.user?.id || session.user?.isPremium !== previous.user?.isPremium) {
    useSmsAlertsStore.setState({ preferences: null, status: 'idle', saving: false });
  }
});
