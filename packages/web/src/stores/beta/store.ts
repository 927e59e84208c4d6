import { STORAGE_KEYS } from '@signals/protocol';
import { create } from 'zustand';
import { readStored, writeStored } from '../../lib/storage';

export interface BetaState {
  noticeOpen: boolean;
  /** The notice opened by itself once; remembered so it never does again. */
  noticeSeen: boolean;
  pillHidden: boolean;
  noticeOpened: () => void;
  noticeClosed: () => void;
  pillDismissed: () => void;
}

export const useBetaStore = create<BetaState>()((set) => ({
  noticeOpen: false,
  noticeSeen: readStored(STORAGE_KEYS.betaSeen) === 'true',
  pillHidden: readStored(STORAGE_KEYS.betaPillHidden) === 'true',
  noticeOpened: () => set({ noticeOpen: true }),
  noticeClosed: () => {
    writeStored(STORAGE_KEYS.betaSeen, 'true');
    set({ noticeOpen: false, noticeSeen: true });
  },
  pillDismissed: () => {
    writeStored(STORAGE_KEYS.betaPillHidden, 'true');
    set({ pillHidden: true });
  },
}));
