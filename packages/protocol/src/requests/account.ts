import { z } from 'zod';
import { LANGUAGE_CODES } from '../constants.js';
import { SavedNotificationPreferences } from '../entities/notification.js';
import { isWalletNetwork, WALLET_NETWORKS } from '../chain/walletNetworks.js';
import { textRef } from '../text.js';
import { email, phoneNumber, recoveryCode, refusedAny, requiredText, strongPassword, totpCode, username } from './fields.js';

export const ProfileUpdateRequest = z.object({
  username: username(3),
  email: email(textRef('validation.email.invalidAddress')),
  phoneNumber: phoneNumber.optional(),
  /**
   * Required when the e-mail changes (the server knows the current address; a
   * session alone must not move the account to another inbox); ignored otherwise.
   */
  currentPassword: z.string().max(128, textRef('validation.password.tooLong', { max: 128 })).optional(),
});
export type ProfileUpdateRequest = z.input<typeof ProfileUpdateRequest>;

export const WalletRequest = z
  .object({
    name: requiredText(textRef('validation.wallet.nameRequired'), 60),
    // The pattern accepts empty text: an empty address has the one message that it is required.
    walletAddress: requiredText(textRef('validation.wallet.addressRequired'), 128).regex(/^[A-Za-z0-9:_-]*$/, textRef('validation.wallet.addressCharacters')),
    network: requiredText(textRef('validation.wallet.networkRequired'), 40),
  })
  .superRefine(
    ({ walletAddress, network }, ctx) => {
      // A network of ours has an address shape; one saved before the list existed keeps the character rule alone.
      if (isWalletNetwork(network) && !WALLET_NETWORKS[network].matches(walletAddress)) {
        ctx.addIssue({ code: 'custom', path: ['walletAddress'], message: WALLET_NETWORKS[network].message });
      }
    },
    { when: (payload) => !refusedAny(payload.issues, ['walletAddress', 'network']) },
  );
export type WalletRequest = z.input<typeof WalletRequest>;

export const LanguageRequest = z.object({
  language: z.enum(LANGUAGE_CODES, { error: textRef('validation.language.unsupported') }),
});
export type LanguageRequest = z.input<typeof LanguageRequest>;

export const NotificationPreferencesRequest = SavedNotificationPreferences;
export type NotificationPreferencesRequest = z.input<typeof NotificationPreferencesRequest>;

/** What the server takes to change a password. */
export const ChangePasswordRequest = z.object({
  currentPassword: z
    .string({ error: textRef('validation.password.currentRequired') })
    .min(1, textRef('validation.password.currentRequired'))
    .max(128),
  newPassword: strongPassword,
});
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequest>;

/** The password change form adds the confirmation, checked in the browser only. */
export const ChangePasswordForm = ChangePasswordRequest.extend({
  confirmPassword: z.string({ error: textRef('validation.password.confirmRequired') }).min(1, textRef('validation.password.confirmRequired')),
  // Zod runs this even when a field failed: stay quiet until a confirmation is typed.
}).refine((v) => v.confirmPassword === '' || v.newPassword === v.confirmPassword, {
  message: textRef('validation.password.mismatch'),
  path: ['confirmPassword'],
});
export type ChangePasswordForm = z.input<typeof ChangePasswordForm>;

/** The member's current password, asked again before two-factor changes (a session alone is not enough). */
const currentPassword = z
  .string({ error: textRef('validation.password.enterCurrent') })
  .min(1, textRef('validation.password.enterCurrent'))
  .max(128, textRef('validation.password.tooLong', { max: 128 }));

/** Starting the two-factor set-up. */
export const TwoFactorSetupRequest = z.object({ password: currentPassword });
export type TwoFactorSetupRequest = z.input<typeof TwoFactorSetupRequest>;

/** Turning two-factor on: a code from the new secret, with the password. */
export const TwoFactorCodeRequest = z.object({ code: totpCode, password: currentPassword });
export type TwoFactorCodeRequest = z.input<typeof TwoFactorCodeRequest>;

/**
 * Proving the second factor to change it (turning two-factor off, making new
 * recovery codes): the password, and a current code or, for a member whose
 * authenticator is gone, one of their recovery codes (used up). One of the
 * two, never both; with neither, the code is what is asked for.
 */
export const TwoFactorProofRequest = z
  .object({ password: currentPassword, code: totpCode.optional(), recoveryCode: recoveryCode.optional() })
  .superRefine((value, context) => {
    if (value.code === undefined && value.recoveryCode === undefined) {
      context.addIssue({ code: 'custom', path: ['code'], message: textRef('validation.code.sixDigits') });
    }
    if (value.code !== undefined && value.recoveryCode !== undefined) {
      context.addIssue({ code: 'custom', path: ['recoveryCode'], message: textRef('validation.recoveryCode.notBoth') });
    }
  });
export type TwoFactorProofRequest = z.input<typeof TwoFactorProofRequest>;
