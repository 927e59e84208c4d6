import { z } from 'zod';
import { LANGUAGE_CODES } from '../constants.js';
import { textRef } from '../text.js';
import { email, phoneNumber, strongPassword, totpCode, username } from './fields.js';

const loginPassword = z
  .string({ error: textRef('validation.password.tooShort', { min: 6 }) })
  .min(6, textRef('validation.password.tooShort', { min: 6 }))
  .max(128, textRef('validation.password.tooLong', { max: 128 }));

export const LoginRequest = z.object({
  username: username(2),
  password: loginPassword,
  /** The TOTP code, once two-factor is enabled on the account. */
  code: totpCode.optional(),
});
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
export const AdminLoginForm = z.object({
  username: username(3),
  password: z
    .string({ error: textRef('validation.password.tooShort', { min: 8 }) })
    .min(8, textRef('validation.password.tooShort', { min: 8 }))
    .max(128, textRef('validation.password.tooLong', { max: 128 })),
  code: totpCode.optional(),
});
export type AdminLoginForm = z.input<typeof AdminLoginForm>;
