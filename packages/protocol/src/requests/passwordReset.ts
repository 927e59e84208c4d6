import { z } from 'zod';
import { NOTIFICATION_CATEGORIES } from '../constants.js';
import { textRef } from '../text.js';
import { email, strongPassword } from './fields.js';

/** How long a password-reset link works after it is sent. */
export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;

/** The neutral answer to a reset request, whether or not an account uses the address. */
export const PASSWORD_RESET_SENT = 'If an account uses that address, we sent a link to reset its password. It works once, for 30 minutes.';

/** What the reset flow refuses with: references to the validation catalogue (validation.passwordReset.*). */
export const PASSWORD_RESET_MESSAGES = {
  unavailable: textRef('validation.passwordReset.unavailable'),
  linkInvalid: textRef('validation.passwordReset.linkInvalid'),
  tooMany: (minutes: number) => textRef('validation.passwordReset.tooMany', { minutes }),
} as const;

/** "Forgot password?": the address the link goes to. */
export const PasswordResetRequest = z.object({
  email: email(textRef('validation.email.invalid')),
});
export type PasswordResetRequest = z.input<typeof PasswordResetRequest>;

/** A reset token as the link carries it: 43 base64url characters (32 random bytes). */
export const PasswordResetToken = z
  .string({ error: PASSWORD_RESET_MESSAGES.linkInvalid })
  .regex(/^[A-Za-z0-9_-]{43}$/, PASSWORD_RESET_MESSAGES.linkInvalid);

/** The new password, with the same strength rules as a change of password. */
export const PasswordResetConfirm = z.object({
  token: PasswordResetToken,
  newPassword: strongPassword,
});
export type PasswordResetConfirm = z.input<typeof PasswordResetConfirm>;

/** The neutral answer of a reset request. */
export const PasswordResetRequested = z.object({ message: z.string() });
export type PasswordResetRequested = z.infer<typeof PasswordResetRequested>;

/** A signed unsubscribe token from an alert e-mail's link or List-Unsubscribe header. */
export const EmailUnsubscribeQuery = z.object({
  token: z
    .string({ error: textRef('validation.unsubscribe.linkIncomplete') })
    .regex(/^[A-Za-z0-9_-]{1,200}\.[A-Za-z0-9_-]{27}$/, textRef('validation.unsubscribe.linkIncomplete')),
});
export type EmailUnsubscribeQuery = z.input<typeof EmailUnsubscribeQuery>;

/** What an unsubscribe link changed: the category's e-mail toggle, now on or off, for which address. */
export const EmailSubscriptionState = z.object({
  category: z.enum(NOTIFICATION_CATEGORIES),
  email: z.string(),
  emailOn: z.boolean(),
});
export type EmailSubscriptionState = z.infer<typeof EmailSubscriptionState>;

/** The reset screen's form: the new password twice (the token comes from the link). */
export const NewPasswordForm = z
  .object({
    newPassword: strongPassword,
    confirmPassword: z.string({ error: textRef('validation.password.confirmRequired') }).min(1, textRef('validation.password.confirmRequired')),
  })
  // Zod runs this even when a field failed: stay quiet until a confirmation is typed.
  .refine((v) => v.confirmPassword === '' || v.newPassword === v.confirmPassword, { message: textRef('validation.password.mismatch'), path: ['confirmPassword'] });
export type NewPasswordForm = z.input<typeof NewPasswordForm>;
