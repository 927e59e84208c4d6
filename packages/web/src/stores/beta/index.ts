export { useBetaStore, type BetaState } from './store';
