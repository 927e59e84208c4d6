import { create } from 'zustand';
import { createTicketsActions, type TicketsStore } from './actions';
import { initialTicketsState } from './initialState';
import { connectTicketsToLive } from './live';

export const useTicketsStore = create<TicketsStore>()((...parameters) => ({
  ...initialTicketsState,
  ...createTicketsActions(...parameters),
}));

connectTicketsToLive(useTicketsStore);
