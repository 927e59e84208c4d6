import type { Wallet, WalletRequest } from '@signals/protocol';
import { create } from 'zustand';
import { callApi, errorMessage } from '../../api';
import { useSessionStore } from '../session';

export type WalletsStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface WalletsState {
  status: WalletsStatus;
  /** Why the last load failed, for the error panel. */
  error: string | null;
  byId: Record<number, Wallet>;
  /** Ids in the server's order (oldest first). */
  order: number[];
  /** Load the list; a reload keeps the rows on screen while it runs. */
  walletsRequested: () => Promise<void>;
  /** Add a wallet; throws the ApiError so the form can show it. */
  walletAdded: (input: WalletRequest) => Promise<Wallet>;
  walletEdited: (id: number, input: WalletRequest) => Promise<Wallet>;
  walletRemoved: (id: number) => Promise<void>;
  walletsCleared: () => void;
}

const empty = { status: 'idle' as const, error: null, byId: {}, order: [] };

export const useWalletsStore = create<WalletsState>()((set, get) => ({
  ...empty,
  walletsRequested: async () => {
    if (get().status !== 'ready') {
      set({ status: 'loading', error: null });
    }
    try {
      const wallets = await callApi('listWallets');
      set({
        status: 'ready',
        error: null,
        byId: Object.fromEntries(wallets.map((w) => [w.id, w])),
        order: wallets.map((w) => w.id),
      });
    } catch (error) {
      // A failed background reload keeps the list the user is looking at.
      if (get().status !== 'ready') {
        set({ status: 'error', error: errorMessage(error, 'Please try again later') });
      }
    }
  },
  walletAdded: async (input) => {
    const wallet = await callApi('createWallet', { body: input });
    set((s) => ({
      byId: { ...s.byId, [wallet.id]: wallet },
      order: s.order.includes(wallet.id) ? s.order : [...s.order, wallet.id],
    }));
    return wallet;
  },
  walletEdited: async (id, input) => {
    const wallet = await callApi('updateWallet', { params: { id }, body: input });
    set((s) => ({ byId: { ...s.byId, [wallet.id]: wallet } }));
    return wallet;
  },
  walletRemoved: async (id) => {
    await callApi('deleteWallet', { params: { id } });
    set((s) => {
      const byId = { ...s.byId };
      delete byId[id];
      return { byId, order: s.order.filter((other) => other !== id) };
    });
  },
  walletsCleared: () => set(empty),
}));

// Another account's wallets must never show: start over whenever the signed-in user changes.
useSessionStore.subscribe((state, previous) => {
  if (state.user?.id !== previous.user?.id) {
    useWalletsStore.getState().walletsCleared();
  }
});
