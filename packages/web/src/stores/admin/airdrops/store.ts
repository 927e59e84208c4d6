import type { Airdrop, AirdropInput } from '@signals/protocol';
import { create } from 'zustand';
import { callApi } from '../../../api';
import { emptyCollection, loadCollection, withoutRow, withRow, type Collection } from '../collection';

export interface AdminAirdropsStore {
  airdrops: Collection<Airdrop>;
  airdropsRequested: () => Promise<void>;
  /** An airdrop changed anywhere (null: it is gone). */
  airdropChanged: (id: number, airdrop: Airdrop | null) => void;
  airdropCreated: (input: AirdropInput) => Promise<Airdrop>;
  airdropUpdated: (id: number, input: AirdropInput) => Promise<Airdrop>;
  airdropDeleted: (id: number) => Promise<void>;
  airdropToggled: (id: number) => Promise<Airdrop>;
}

export const useAdminAirdropsStore = create<AdminAirdropsStore>()((set, get) => {
  const write = (patch: Partial<Collection<Airdrop>>) => set((s) => ({ airdrops: { ...s.airdrops, ...patch } }));
  const changed = (id: number, airdrop: Airdrop | null) => write(airdrop ? withRow(get().airdrops, airdrop) : withoutRow(get().airdrops, id));
  return {
    airdrops: emptyCollection<Airdrop>(),
    airdropsRequested: () => loadCollection(() => callApi('adminListAirdrops'), write),
    airdropChanged: changed,
    airdropCreated: async (input) => {
      const airdrop = await callApi('adminCreateAirdrop', { body: input });
      changed(airdrop.id, airdrop);
      return airdrop;
    },
    airdropUpdated: async (id, input) => {
      const airdrop = await callApi('adminUpdateAirdrop', { params: { id }, body: input });
      changed(id, airdrop);
      return airdrop;
    },
    airdropDeleted: async (id) => {
      await callApi('adminDeleteAirdrop', { params: { id } });
      changed(id, null);
    },
    airdropToggled: async (id) => {
      const airdrop = await callApi('adminToggleAirdrop', { params: { id } });
      changed(id, airdrop);
      return airdrop;
    },
  };
});

export const adminAirdropSelectors = {
  airdrops: (s: AdminAirdropsStore) => s.airdrops,
};
