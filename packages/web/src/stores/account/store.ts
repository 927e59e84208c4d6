import type { ChangePasswordRequest, LanguageCode, ProfileUpdateRequest, TwoFactorProofRequest, TwoFactorSetup, User } from '@signals/protocol';
import { create } from 'zustand';
import { callApi, errorMessage } from '../../api';
import { useSessionStore } from '../session';
import { t } from '../../i18n';

export type TwoFactorStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface AccountState {
  twoFactorStatus: TwoFactorStatus;
  twoFactorError: string | null;
  twoFactorEnabled: boolean;
  /** The pending set-up (QR code and secret) between "set up" and a verified code. */
  twoFactorSetup: TwoFactorSetup | null;
  /** The password the set-up was started with: turning two-factor on sends it again. Cleared when the set-up ends. */
  twoFactorSetupPassword: string | null;
  /** How many unused recovery codes the member has (0 while two-factor is off). */
  recoveryCodesLeft: number;
  /** A set of recovery codes just made, in clear: shown until the member says they saved them, never fetched again. */
  freshRecoveryCodes: string[] | null;
}

/** What proves the second factor when changing it: the password, and a current code or a recovery code. */
export type TwoFactorProof = TwoFactorProofRequest;

export interface AccountActions {
  /** Save username, e-mail and phone; the session's user becomes the server's answer. Throws the ApiError. */
  profileSaved: (input: ProfileUpdateRequest) => Promise<User>;
  languageSaved: (language: LanguageCode) => Promise<User>;
  /** Send the link that confirms the account's address again (3 an hour per address). Throws the ApiError. */
  verificationResent: () => Promise<void>;
  /** Send the link to the pending new address again. Throws the ApiError. */
  emailChangeResent: () => Promise<void>;
  /** Drop the pending change of address; the session's user becomes the server's answer. Throws the ApiError. */
  emailChangeCancelled: () => Promise<User>;
  /** Change the password; the server ends every other session. Throws the ApiError. */
  passwordChanged: (input: ChangePasswordRequest) => Promise<void>;
  twoFactorStatusRequested: () => Promise<void>;
  /** Ask the server for a new secret and its QR code, with the current password. Throws the ApiError. */
  twoFactorSetupStarted: (password: string) => Promise<TwoFactorSetup>;
  twoFactorSetupCancelled: () => void;
  /** Turn two-factor on with a code (the set-up's password goes along); the server ends every other session. */
  twoFactorVerified: (code: string) => Promise<void>;
  /** Turn two-factor off with the password and a code or a recovery code; the recovery codes go with it. */
  twoFactorDisabled: (proof: TwoFactorProof) => Promise<void>;
  /** A new set of recovery codes (the old set stops working), kept to be shown once. Throws the ApiError. */
  recoveryCodesRenewed: (proof: TwoFactorProof) => Promise<void>;
  /** The member saved the codes shown: they are dropped from memory. */
  recoveryCodesSaved: () => void;
  accountCleared: () => void;
}

export type AccountStore = AccountState & AccountActions;

const initialState: AccountState = {
  twoFactorStatus: 'idle',
  twoFactorError: null,
  twoFactorEnabled: false,
  twoFactorSetup: null,
  twoFactorSetupPassword: null,
  recoveryCodesLeft: 0,
  freshRecoveryCodes: null,
};

/** Keeps the session's copy of the user in step with a two-factor change made here. */
function mirrorTwoFactor(enabled: boolean): void {
  const session = useSessionStore.getState();
  if (session.user) {
    session.userUpdated({ ...session.user, twoFactorEnabled: enabled });
  }
}

export const useAccountStore = create<AccountStore>()((set, get) => ({
  ...initialState,
  profileSaved: async (input) => {
    const current = useSessionStore.getState().user;
    if (!current) {
      throw new Error(t('auth.signedOut.ended.body'));
    }
    const user = await callApi('updateProfile', { params: { id: current.id }, body: input });
    useSessionStore.getState().userUpdated(user);
    return user;
  },
  languageSaved: async (language) => {
    const user = await callApi('setLanguage', { body: { language } });
    useSessionStore.getState().userUpdated(user);
    return user;
  },
  verificationResent: async () => {
    await callApi('resendEmailVerification');
  },
  emailChangeResent: async () => {
    await callApi('resendEmailChange');
  },
  emailChangeCancelled: async () => {
    const user = await callApi('cancelEmailChange');
    useSessionStore.getState().userUpdated(user);
    return user;
  },
  passwordChanged: async (input) => {
    await callApi('changePassword', { body: input });
  },
  twoFactorStatusRequested: async () => {
    if (get().twoFactorStatus !== 'ready') {
      set({ twoFactorStatus: 'loading', twoFactorError: null });
    }
    try {
      const { enabled, recoveryCodesLeft } = await callApi('twoFactorStatus');
      set({ twoFactorStatus: 'ready', twoFactorEnabled: enabled, recoveryCodesLeft, twoFactorError: null });
    } catch (error) {
      if (get().twoFactorStatus !== 'ready') {
        set({ twoFactorStatus: 'error', twoFactorError: errorMessage(error, 'Please try again later') });
      }
    }
  },
  twoFactorSetupStarted: async (password) => {
    const setup = await callApi('twoFactorSetup', { body: { password } });
    // The enabling call asks for the password again; it is kept in memory only until the set-up ends.
    set({ twoFactorSetup: setup, twoFactorSetupPassword: password });
    return setup;
  },
  twoFactorSetupCancelled: () => set({ twoFactorSetup: null, twoFactorSetupPassword: null }),
  twoFactorVerified: async (code) => {
    const { enabled, recoveryCodesLeft, recoveryCodes } = await callApi('twoFactorVerify', { body: { code, password: get().twoFactorSetupPassword ?? '' } });
    set({ twoFactorEnabled: enabled, recoveryCodesLeft, freshRecoveryCodes: recoveryCodes, twoFactorSetup: null, twoFactorSetupPassword: null, twoFactorStatus: 'ready' });
    mirrorTwoFactor(enabled);
  },
  twoFactorDisabled: async (proof) => {
    const { enabled, recoveryCodesLeft } = await callApi('twoFactorDisable', { body: proof });
    set({ twoFactorEnabled: enabled, recoveryCodesLeft, freshRecoveryCodes: null, twoFactorSetup: null, twoFactorSetupPassword: null, twoFactorStatus: 'ready' });
    mirrorTwoFactor(enabled);
  },
  recoveryCodesRenewed: async (proof) => {
    const { recoveryCodesLeft, recoveryCodes } = await callApi('twoFactorRecoveryCodes', { body: proof });
    set({ recoveryCodesLeft, freshRecoveryCodes: recoveryCodes });
  },
  recoveryCodesSaved: () => set({ freshRecoveryCodes: null }),
  accountCleared: () => set(initialState),
}));

useSessionStore.subscribe((state, previous) => {
  if (state.user?.id !== previous.user?.id) {
    useAccountStore.getState().accountCleared();
    return;
  }
  // Two-factor turned on or off in another tab arrives as user:updated.
  if (state.user && previous.user && state.user.twoFactorEnabled !== previous.user.twoFactorEnabled) {
    useAccountStore.setState(state.user.twoFactorEnabled ? { twoFactorEnabled: true } : { twoFactorEnabled: false, recoveryCodesLeft: 0, freshRecoveryCodes: null });
  }
});
