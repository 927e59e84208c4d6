export { accountSelectors } from './selectors';
export { useAccountStore, type AccountActions, type AccountState, type AccountStore, type TwoFactorProof, type TwoFactorStatus } from './store';
