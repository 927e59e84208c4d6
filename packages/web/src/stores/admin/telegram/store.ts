import type { AdminTelegramStatus } from '@signals/protocol';
import { create } from 'zustand';
import { callApi, errorMessage } from '../../../api';

export interface AdminTelegramState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
  bot: AdminTelegramStatus | null;
  /** Asks the server (which asks Telegram) where the bot stands; a reload keeps what is shown while it runs. */
  botRequested: () => Promise<void>;
}

export const useAdminTelegramStore = create<AdminTelegramState>()((set, get) => ({
  status: 'idle',
  error: null,
  bot: null,
  botRequested: async () => {
    if (get().status !== 'ready') {
      set({ status: 'loading', error: null });
    }
    try {
      set({ status: 'ready', error: null, bot: await callApi('adminTelegramStatus') });
    } catch (error) {
      if (get().status !== 'ready') {
        set({ status: 'error', error: errorMessage(error, 'Please try again later') });
      }
    }
  },
}));
