import type { Wallet } from '@signals/protocol';
import type { WalletsState } from './store';

export const walletSelectors = {
  status: (s: WalletsState) => s.status,
  error: (s: WalletsState) => s.error,
  /** A new array on each call: read it with useShallow. */
  list: (s: WalletsState): Wallet[] => s.order.map((id) => s.byId[id]).filter((w): w is Wallet => w !== undefined),
  byId: (id: number) => (s: WalletsState) => s.byId[id],
};
