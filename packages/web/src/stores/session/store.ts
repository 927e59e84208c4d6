import { create } from 'zustand';
import { createSessionActions, type SessionStore } from './actions';
import { initialSessionState } from './initialState';

export const useSessionStore = create<SessionStore>()((...parameters) => ({
  ...initialSessionState,
  ...createSessionActions(...parameters),
}));
