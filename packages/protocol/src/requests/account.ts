import { z } from 'zod';
import { LANGUAGE_CODES } from '../constants.js';
import { NotificationPreferences } from '../entities/notification.js';
import { email, phoneNumber, requiredText, strongPassword, totpCode, username } from './fields.js';

export const ProfileUpdateRequest = z.object({
  username: username(3),
  email: email('Invalid email address'),
  phoneNumber: phoneNumber.optional(),
});
export type ProfileUpdateRequest = z.input<typeof ProfileUpdateRequest>;

export const WalletRequest = z.object({
  name: requiredText('Wallet name is required', 60),
  // The pattern accepts empty text: an empty address has the one message that it is required.
  walletAddress: requiredText('Wallet address is required', 128).regex(
    /^[A-Za-z0-9:_-]*$/,
    'A wallet address has letters, digits, colons, dashes and underscores only',
  ),
  network: requiredText('Network is required', 40),
});
export type WalletRequest = z.input<typeof WalletRequest>;

export const LanguageRequest = z.object({
  language: z.enum(LANGUAGE_CODES, { error: 'Choose one of the supported languages' }),
});
export type LanguageRequest = z.input<typeof LanguageRequest>;

export const NotificationPreferencesRequest = NotificationPreferences;
export type NotificationPreferencesRequest = z.input<typeof NotificationPreferencesRequest>;

/** What the server takes to change a password. */
export const ChangePasswordRequest = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(128),
  newPassword: strongPassword,
});
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequest>;

/** The password change form adds the confirmation, checked in the browser only. */
export const ChangePasswordForm = ChangePasswordRequest.extend({
  confirmPassword: z.string({ error: 'Please confirm your password' }).min(1, 'Please confirm your password'),
  // Zod runs this even when a field failed: stay quiet until a confirmation is typed.
}).refine((v) => v.confirmPassword === '' || v.newPassword === v.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] });
export type ChangePasswordForm = z.input<typeof ChangePasswordForm>;

/** The member's current password, asked again before two-factor changes (a session alone is not enough). */
const currentPassword = z.string({ error: 'Enter your current password' }).min(1, 'Enter your current password').max(128, 'Password must be at most 128 characters');

/** Starting the two-factor set-up. */
export const TwoFactorSetupRequest = z.object({ password: currentPassword });
export type TwoFactorSetupRequest = z.input<typeof TwoFactorSetupRequest>;

/** Turning two-factor on (a code from the new secret) or off (a current code): both with the password. */
export const TwoFactorCodeRequest = z.object({ code: totpCode, password: currentPassword });
export type TwoFactorCodeRequest = z.input<typeof TwoFactorCodeRequest>;
