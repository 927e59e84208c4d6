export { listKey, pairHasCoin, signalMatches, type SignalFilter, type SignalTier } from './filters';
export type { SignalOutcome } from './detailActions';
export type { LoadStatus, SignalListState } from './initialState';
export { signalSelectors } from './selectors';
export { useSignalsStore, type SignalsStore } from './store';
export { FIRST_PAGE_SIZE } from './listActions';
