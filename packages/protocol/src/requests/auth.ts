import { z } from 'zod';
import { LANGUAGE_CODES } from '../constants.js';
import { email, phoneNumber, totpCode, username } from './fields.js';

const loginPassword = z
  .string({ error: 'Password must be at least 6 characters' })
  .min(6, 'Password must be at least 6 characters')
  .max(128, 'Password must be at most 128 characters');

export const LoginRequest = z.object({
  username: username(2),
  password: loginPassword,
  /** The TOTP code, once two-factor is enabled on the account. */
  code: totpCode.optional(),
});
export type LoginRequest = z.input<typeof LoginRequest>;

export const RegisterRequest = z.object({
  username: username(2),
  email: email('Please enter a valid email'),
  password: loginPassword,
  phoneNumber: phoneNumber.optional(),
  /** The language the visitor was using the app in: the new account's saved language (English when left out). */
  language: z.enum(LANGUAGE_CODES, { error: 'Choose one of the supported languages' }).optional(),
});
export type RegisterRequest = z.input<typeof RegisterRequest>;

/** The admin sign-in form is stricter than the user one (admin.md section 5). */
export const AdminLoginForm = z.object({
  username: username(3),
  password: z
    .string({ error: 'Password must be at least 8 characters' })
    .min(8, 'Password must be at least 8 characters')
    .max(128, 'Password must be at most 128 characters'),
  code: totpCode.optional(),
});
export type AdminLoginForm = z.input<typeof AdminLoginForm>;
