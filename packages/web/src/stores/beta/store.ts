import { STORAGE_KEYS } from '@signals/protocol';
import { create } from 'zustand';
import { readStored, writeStored } from '../../lib/storage';

export interface BetaState {
  noticeOpen: boolean;
  /** The notice opened by itself once; remembered so it never does again. */
  noticeSeen: boolean;
  noticeOpened: () => void;
  noticeClosed: () => void;
}

export const useBetaStore = create<BetaState>()((set) => ({
  noticeOpen: false,
  noticeSeen: readStored(STORAGE_KEYS.betaSeen) === 'true',
  noticeOpened: () => set({ noticeOpen: true }),
  noticeClosed: () => {
    writeStored(STORAGE_KEYS.betaSeen, 'true');
    set({ noticeOpen: false, noticeSeen: true });
  },
}));
