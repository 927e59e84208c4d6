import { create } from 'zustand';

/**
 * The live channel as the user should know it: `online` while pushes flow,
 * `reconnecting` after a drop, `offline` when the browser has no network,
 * `idle` when nobody is signed in.
 */
export type ConnectionStatus = 'idle' | 'connecting' | 'online' | 'reconnecting' | 'offline';

export interface ConnectionState {
  status: ConnectionStatus;
  /** The browser's own idea of the network, from online/offline events. */
  browserOnline: boolean;
  /** The screens show the last visit's data (api/lastVisit) until the live connection is back and they have caught up. */
  lastVisit: boolean;
  showingLastVisit: () => void;
  caughtUp: () => void;
  connecting: () => void;
  connected: () => void;
  dropped: () => void;
  closed: () => void;
  browserWentOnline: () => void;
  browserWentOffline: () => void;
}

export const useConnectionStore = create<ConnectionState>()((set) => ({
  status: 'idle',
  browserOnline: typeof navigator === 'undefined' ? true : navigator.onLine,
  lastVisit: false,
  showingLastVisit: () => set({ lastVisit: true }),
  caughtUp: () => set({ lastVisit: false }),
  connecting: () => set({ status: 'connecting' }),
  connected: () => set({ status: 'online' }),
  dropped: () => set((s) => ({ status: s.browserOnline ? 'reconnecting' : 'offline' })),
  closed: () => set({ status: 'idle' }),
  browserWentOnline: () => set((s) => ({ browserOnline: true, status: s.status === 'offline' ? 'reconnecting' : s.status })),
  browserWentOffline: () => set((s) => ({ browserOnline: false, status: s.status === 'idle' ? 'idle' : 'offline' })),
}));

export const connectionSelectors = {
  status: (s: ConnectionState) => s.status,
  /** Whether to show the "offline, reconnecting" indicator. */
  isInterrupted: (s: ConnectionState) => s.status === 'reconnecting' || s.status === 'offline',
  showingLastVisit: (s: ConnectionState) => s.lastVisit,
};
