import { create } from 'zustand';
import { createTicketsActions, type TicketsStore } from './actions';
import { initialTicketsState } from './initialState';

export const useTicketsStore = create<TicketsStore>()((...parameters) => ({
  ...initialTicketsState,
  ...createTicketsActions(...parameters),
}));
