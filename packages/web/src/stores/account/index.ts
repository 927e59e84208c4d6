export { accountSelectors } from './selectors';
export { useAccountStore, type AccountActions, type AccountState, type AccountStore, type TwoFactorStatus } from './store';
