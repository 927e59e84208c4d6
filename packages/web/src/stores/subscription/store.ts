import type { CancelRequest, Subscription } from '@signals/protocol';
import { create } from 'zustand';
import { callApi } from '../../api';
import { useSessionStore } from '../session';

export interface SubscriptionState {
  /** The current subscription of a premium user; null for everyone else. */
  subscription: Subscription | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  cancelling: boolean;
  /** Fetch the subscription (premium users only, as the spec says). */
  subscriptionRequested: (force?: boolean) => Promise<void>;
  /** Cancel premium at once, saying why; the session follows. Throws the ApiError for the screen's toast. */
  cancelRequested: (body: CancelRequest) => Promise<void>;
  subscriptionReset: () => void;
}

let generation = 0;

export const useSubscriptionStore = create<SubscriptionState>()((set, get) => ({
  subscription: null,
  status: 'idle',
  cancelling: false,
  subscriptionRequested: async (force = false) => {
    const { status } = get();
    if (!useSessionStore.getState().user?.isPremium || (!force && (status === 'ready' || status === 'loading'))) {
      return;
    }
    const started = generation;
    set({ status: 'loading' });
    try {
      const { subscription } = await callApi('getSubscription');
      if (started === generation) {
        set({ subscription, status: 'ready' });
      }
    } catch {
      if (started === generation) {
        set({ status: 'error' });
      }
    }
  },
  cancelRequested: async (body) => {
    set({ cancelling: true });
    try {
      const { user, subscription } = await callApi('cancelSubscription', { body });
      set({ subscription, cancelling: false, status: 'ready' });
      useSessionStore.getState().userUpdated(user);
    } catch (error) {
      set({ cancelling: false });
      throw error;
    }
  },
  subscriptionReset: () => {
    generation += 1;
    set({ subscription: null, status: 'idle', cancelling: false });
  },
}));
