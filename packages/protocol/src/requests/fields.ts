import { z } from 'zod';
import { MEDIA_MESSAGES, videoEmbedUrl } from '../media.js';

/**
 * Field builders shared by the request schemas. A missing field and an empty
 * one give the same message, so a form and a raw API call read alike.
 */

/** A trimmed string that must be present: `message` for missing, empty or non-text input. */
export function requiredText(message: string, max = 500) {
  return z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);
}

/** A trimmed string of at least `min` characters, with the spec's message for both missing and short. */
export function textOfAtLeast(min: number, message: string, max = 5000) {
  return z.string({ error: message }).trim().min(min, message).max(max, `Must be at most ${max} characters`);
}

/** An optional text field: an empty string, null or absence all mean "none". */
export function optionalText(max: number) {
  return z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));
}

/** An optional http(s) URL: empty, null or absent mean "none". */
export function optionalUrl(message = 'Please enter a valid URL') {
  return z
    .union([z.literal(''), z.null(), z.url({ protocol: /^https?$/, error: message }).max(2000, 'Must be at most 2000 characters')], {
      error: message,
    })
    .optional()
    .transform((v) => (v ? v : null));
}

/** An optional picture address: https only, the one remote scheme the site's policy lets pictures load from. */
export function optionalImageUrl() {
  return z
    .union([z.literal(''), z.null(), z.url({ protocol: /^https$/, error: MEDIA_MESSAGES.imageNotHttps }).max(2000, 'Must be at most 2000 characters')], {
      error: MEDIA_MESSAGES.imageNotHttps,
    })
    .optional()
    .transform((v) => (v ? v : null));
}

/** An optional link to a YouTube or Vimeo video, which the cards embed (media.ts); kept as entered. */
export function optionalVideoUrl() {
  return optionalUrl(MEDIA_MESSAGES.videoNotEmbeddable).refine((v) => v === null || videoEmbedUrl(v) !== null, MEDIA_MESSAGES.videoNotEmbeddable);
}

/** A required http(s) URL. */
export function requiredUrl(message = 'Please enter a valid URL') {
  return z.url({ protocol: /^https?$/, error: message }).max(2000, 'Must be at most 2000 characters');
}

/** A number that must be present and above zero. */
export function positiveNumber(message: string, requiredMessage = message) {
  return z.number({ error: requiredMessage }).finite(requiredMessage).positive(message);
}

/** A number that may be absent or null, and is above zero when given. */
export function optionalPositiveNumber(message: string) {
  return z.number({ error: message }).positive(message).max(1e12, message).nullish().transform((v) => v ?? null);
}

/** A boolean flag with a default. */
export function flag(defaultValue: boolean) {
  return z.boolean({ error: 'Must be true or false' }).default(defaultValue);
}

/** Sign-in names: the spec's minimum, a sane maximum, and no characters that could be confused in the UI. */
export function username(minimum: 2 | 3) {
  const message = `Username must be at least ${minimum} characters`;
  return z
    .string({ error: message })
    .trim()
    .min(minimum, message)
    .max(32, 'Username must be at most 32 characters')
    .regex(/^[A-Za-z0-9_.-]*$/, 'Username may only contain letters, digits, dots, dashes and underscores');
}

export function email(message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(254, message)
    .pipe(z.email({ error: message }))
    .transform((v) => v.toLowerCase());
}

/** Optional phone number in international form; empty means none. */
export const phoneNumber = z
  .string({ error: 'Enter a phone number like +14155550123' })
  .trim()
  .refine((v) => v === '' || /^\+?[0-9][0-9 ()-]{5,19}$/.test(v), 'Enter a phone number like +14155550123')
  .nullish()
  .transform((v) => (v ? v.replace(/[ ()-]/g, '') : null));

/** The strength rules of the password change form, each with its own message. */
export const strongPassword = z
  .string({ error: 'Password must be at least 8 characters' })
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters')
  .regex(/[A-Z]/, 'Password must contain at least one uppercase letter')
  .regex(/[a-z]/, 'Password must contain at least one lowercase letter')
  .regex(/[0-9]/, 'Password must contain at least one number')
  .regex(/[^A-Za-z0-9]/, 'Password must contain at least one special character');

/** A six-digit TOTP code. */
export const totpCode = z.string({ error: 'Code must be 6 digits' }).trim().regex(/^\d{6}$/, 'Code must be 6 digits');

/** A path id: digits only, so `/api/signals/abc` is a clear 400 rather than a miss. */
export const idParam = z
  .string({ error: 'The id must be a positive whole number' })
  .regex(/^[1-9][0-9]{0,14}$/, 'The id must be a positive whole number')
  .transform(Number);

/** A query-string integer within bounds. */
export function queryInt(min: number, max: number, name: string) {
  return z
    .string()
    .regex(/^\d{1,15}$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(z.number().min(min, `${name} must be at least ${min}`).max(max, `${name} must be at most ${max}`));
}
