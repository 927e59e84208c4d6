import type { AccountStore } from './store';

export const accountSelectors = {
  twoFactorStatus: (s: AccountStore) => s.twoFactorStatus,
  twoFactorError: (s: AccountStore) => s.twoFactorError,
  twoFactorEnabled: (s: AccountStore) => s.twoFactorEnabled,
  twoFactorSetup: (s: AccountStore) => s.twoFactorSetup,
  recoveryCodesLeft: (s: AccountStore) => s.recoveryCodesLeft,
  freshRecoveryCodes: (s: AccountStore) => s.freshRecoveryCodes,
};
