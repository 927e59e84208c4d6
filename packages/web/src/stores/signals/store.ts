import { create } from 'zustand';
import { createSignalDetailActions, type SignalDetailActions } from './detailActions';
import { initialSignalsState, type SignalsState } from './initialState';
import { createSignalListActions, nextGeneration, type SignalListActions } from './listActions';
import { createSignalLiveActions, type SignalLiveActions } from './liveActions';

export interface SignalsResetAction {
  /** Forget everything (another user signed in, or nobody is). */
  signalsReset: () => void;
}

export type SignalsStore = SignalsState & SignalListActions & SignalLiveActions & SignalDetailActions & SignalsResetAction;

export const useSignalsStore = create<SignalsStore>()((...parameters) => ({
  ...initialSignalsState,
  ...createSignalListActions(...parameters),
  ...createSignalLiveActions(...parameters),
  ...createSignalDetailActions(...parameters),
  signalsReset: () => {
    nextGeneration();
    parameters[0]({ ...initialSignalsState });
  },
}));
