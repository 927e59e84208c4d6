import { create } from 'zustand';

/** Chromium's install prompt event (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface PwaState {
  /** A new build's service worker is installed and waits for the member to reload into it. */
  updateWaiting: boolean;
  /** Activates the waiting build and reloads the page into it; set while one waits. */
  activateUpdate: (() => void) | null;
  /** The install prompt Chromium offered and we held back for the settings row. */
  installPrompt: BeforeInstallPromptEvent | null;
  /** Running as the installed app (display-mode standalone), or installed from this page just now. */
  installed: boolean;
  updateFound: (activate: () => void) => void;
  updateAccepted: () => void;
  installPromptCaptured: (event: BeforeInstallPromptEvent) => void;
  appInstalled: () => void;
}

export const usePwaStore = create<PwaState>()((set, get) => ({
  updateWaiting: false,
  activateUpdate: null,
  installPrompt: null,
  installed: false,
  updateFound: (activate) => set({ updateWaiting: true, activateUpdate: activate }),
  updateAccepted: () => {
    const activate = get().activateUpdate;
    set({ updateWaiting: false, activateUpdate: null });
    activate?.();
  },
  installPromptCaptured: (installPrompt) => set({ installPrompt }),
  appInstalled: () => set({ installed: true, installPrompt: null }),
}));

export const pwaSelectors = {
  updateWaiting: (s: PwaState) => s.updateWaiting,
  installPrompt: (s: PwaState) => s.installPrompt,
  installed: (s: PwaState) => s.installed,
};
