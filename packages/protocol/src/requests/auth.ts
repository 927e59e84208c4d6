import { z } from 'zod';
import { LANGUAGE_CODES } from '../constants.js';
import { textRef } from '../text.js';
import { email, phoneNumber, recoveryCode, strongPassword, totpCode, username } from './fields.js';

const loginPassword = z
  .string({ error: textRef('validation.password.tooShort', { min: 6 }) })
  .min(6, textRef('validation.password.tooShort', { min: 6 }))
  .max(128, textRef('validation.password.tooLong', { max: 128 }));

/**
 * The second factor at sign-in: the TOTP code, or one of the account's
 * single-use recovery codes in its place (an authenticator lost); one of them,
 * never both.
 */
const secondFactor = {
  /** The TOTP code, once two-factor is enabled on the account. */
  code: totpCode.optional(),
  /** A recovery code, used up by a sign-in it lets through. */
  recoveryCode: recoveryCode.optional(),
};

/** Refuses a sign-in that sends both a code and a recovery code: which one was meant is not for the server to guess. */
function oneSecondFactor(value: { code?: string | undefined; recoveryCode?: string | undefined }, context: z.RefinementCtx): void {
  if (value.code !== undefined && value.recoveryCode !== undefined) {
    context.addIssue({ code: 'custom', path: ['recoveryCode'], message: textRef('validation.recoveryCode.notBoth') });
  }
}

export const LoginRequest = z
  .object({
    username: username(2),
    password: loginPassword,
    ...secondFactor,
  })
  .superRefine(oneSecondFactor);
export type LoginRequest = z.input<typeof LoginRequest>;

export const RegisterRequest = z.object({
  username: username(2),
  email: email(textRef('validation.email.invalid')),
  /** The same strength rules as changing and resetting a password. */
  password: strongPassword,
  phoneNumber: phoneNumber.optional(),
  /** The language the visitor was using the app in: the new account's saved language (English when left out). */
  language: z.enum(LANGUAGE_CODES, { error: textRef('validation.language.unsupported') }).optional(),
});
export type RegisterRequest = z.input<typeof RegisterRequest>;

/** The admin sign-in form is stricter than the user one (admin.md section 5). */
export const AdminLoginForm = z
  .object({
    username: username(3),
    password: z
      .string({ error: textRef('validation.password.tooShort', { min: 8 }) })
      .min(8, textRef('validation.password.tooShort', { min: 8 }))
      .max(128, textRef('validation.password.tooLong', { max: 128 })),
    ...secondFactor,
  })
  .superRefine(oneSecondFactor);
export type AdminLoginForm = z.input<typeof AdminLoginForm>;
