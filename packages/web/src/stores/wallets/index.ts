export { walletSelectors } from './selectors';
export { useWalletsStore, type WalletsState, type WalletsStatus } from './store';
