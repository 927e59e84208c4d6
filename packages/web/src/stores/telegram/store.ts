import type { TelegramLink, TelegramStatus } from '@signals/protocol';
import { create } from 'zustand';
import { callApi, errorMessage } from '../../api';

export type TelegramLoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface TelegramState {
  status: TelegramLoadStatus;
  /** Why the last load failed, for the error panel. */
  error: string | null;
  /** Where the member stands with the bot, as the server last said. */
  telegram: TelegramStatus | null;
  /** The link to the bot asked for last, while it may still work (it is spent once the account is linked). */
  link: TelegramLink | null;
  /** Loads the status; a reload keeps what is on screen while it runs, and a failed one keeps it too. */
  telegramRequested: () => Promise<void>;
  /** Asks for a single-use link to the bot; throws the ApiError so the screen can say why. */
  linkRequested: () => Promise<TelegramLink>;
  /** Unties the Telegram account. */
  unlinkRequested: () => Promise<void>;
}

export const useTelegramStore = create<TelegramState>()((set, get) => ({
  status: 'idle',
  error: null,
  telegram: null,
  link: null,
  telegramRequested: async () => {
    if (get().status !== 'ready') {
      set({ status: 'loading', error: null });
    }
    try {
      const telegram = await callApi('telegramStatus');
      // Linked: the link did its work.
      set((s) => ({ status: 'ready', error: null, telegram, link: telegram.linked ? null : s.link }));
    } catch (error) {
      if (get().status !== 'ready') {
        set({ status: 'error', error: errorMessage(error, 'Please try again later') });
      }
    }
  },
  linkRequested: async () => {
    const link = await callApi('linkTelegram');
    set({ link });
    return link;
  },
  unlinkRequested: async () => {
    const telegram = await callApi('unlinkTelegram');
    set({ telegram, link: null });
  },
}));
