import { z } from 'zod';
import { NOTIFICATION_CATEGORIES } from '../constants.js';
import { email, strongPassword } from './fields.js';

/** How long a password-reset link works after it is sent. */
export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;

/** The neutral answer to a reset request, whether or not an account uses the address. */
export const PASSWORD_RESET_SENT = 'If an account uses that address, we sent a link to reset its password. It works once, for 30 minutes.';

export const PASSWORD_RESET_MESSAGES = {
  unavailable: 'Password reset is not available on this site. Write to support to get back into your account.',
  linkInvalid: 'This reset link is not valid any more: it was used already, has expired, or was replaced by a newer one. Ask for a new link.',
  tooMany: (minutes: number) => `Too many reset requests. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

/** "Forgot password?": the address the link goes to. */
export const PasswordResetRequest = z.object({
  email: email('Please enter a valid email'),
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
    .string({ error: 'The unsubscribe link is incomplete: open the link from the e-mail again' })
    .regex(/^[A-Za-z0-9_-]{1,200}\.[A-Za-z0-9_-]{27}$/, 'The unsubscribe link is incomplete: open the link from the e-mail again'),
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
    confirmPassword: z.string({ error: 'Please confirm your password' }).min(1, 'Please confirm your password'),
  })
  // Zod runs this even when a field failed: stay quiet until a confirmation is typed.
  .refine((v) => v.confirmPassword === '' || v.newPassword === v.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] });
export type NewPasswordForm = z.input<typeof NewPasswordForm>;
