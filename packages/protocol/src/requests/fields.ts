import { z } from 'zod';
import { RECOVERY_CODE_ALPHABET, RECOVERY_CODE_LENGTH } from '../constants.js';
import { MEDIA_MESSAGES, videoEmbedUrl } from '../media.js';
import { textRef } from '../text.js';

/**
 * Field builders shared by the request schemas. A missing field and an empty
 * one give the same message, so a form and a raw API call read alike. Every
 * message is a reference to the validation catalogue (text.ts), written in the
 * reader's language by the server's answer and the web's form alike; a builder
 * taking a message takes a reference (`textRef('validation.…')`).
 */

/** "Must be at most {max} characters". */
const tooLong = (max: number) => textRef('validation.common.tooLong', { max });

/** Whether an earlier step already refused one of these fields (then there is nothing sound to check them against). */
export const refusedAny = (issues: ReadonlyArray<{ path?: readonly PropertyKey[] }>, fields: readonly string[]) =>
  issues.some((issue) => !issue.path?.length || fields.includes(String(issue.path[0])));

/** A trimmed string that must be present: `message` (a reference) for missing, empty or non-text input. */
export function requiredText(message: string, max = 500) {
  return z.string({ error: message }).trim().min(1, message).max(max, tooLong(max));
}

/** A trimmed string of at least `min` characters, with the spec's message for both missing and short. */
export function textOfAtLeast(min: number, message: string, max = 5000) {
  return z.string({ error: message }).trim().min(min, message).max(max, tooLong(max));
}

/** An optional text field: an empty string, null or absence all mean "none". */
export function optionalText(max: number) {
  return z
    .string({ error: textRef('validation.common.notText') })
    .trim()
    .max(max, tooLong(max))
    .nullish()
    .transform((v) => (v ? v : null));
}

/** An optional http(s) URL: empty, null or absent mean "none". */
export function optionalUrl(message = textRef('validation.common.invalidUrl')) {
  return z
    .union([z.literal(''), z.null(), z.url({ protocol: /^https?$/, error: message }).max(2000, tooLong(2000))], {
      error: message,
    })
    .optional()
    .transform((v) => (v ? v : null));
}

/** An optional picture address: https only, the one remote scheme the site's policy lets pictures load from. */
export function optionalImageUrl() {
  return z
    .union([z.literal(''), z.null(), z.url({ protocol: /^https$/, error: MEDIA_MESSAGES.imageNotHttps }).max(2000, tooLong(2000))], {
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
export function requiredUrl(message = textRef('validation.common.invalidUrl')) {
  return z.url({ protocol: /^https?$/, error: message }).max(2000, tooLong(2000));
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
  return z.boolean({ error: textRef('validation.common.notBoolean') }).default(defaultValue);
}

/** Sign-in names: the spec's minimum, a sane maximum, and no characters that could be confused in the UI. */
export function username(minimum: 2 | 3) {
  const message = textRef('validation.username.tooShort', { min: minimum });
  return z
    .string({ error: message })
    .trim()
    .min(minimum, message)
    .max(32, textRef('validation.username.tooLong', { max: 32 }))
    .regex(/^[A-Za-z0-9_.-]*$/, textRef('validation.username.invalidCharacters'));
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
  .string({ error: textRef('validation.phone.invalid') })
  .trim()
  .refine((v) => v === '' || /^\+?[0-9][0-9 ()-]{5,19}$/.test(v), textRef('validation.phone.invalid'))
  .nullish()
  .transform((v) => (v ? v.replace(/[ ()-]/g, '') : null));

/** The strength rules of the password change form, each with its own message. */
export const strongPassword = z
  .string({ error: textRef('validation.password.tooShort', { min: 8 }) })
  .min(8, textRef('validation.password.tooShort', { min: 8 }))
  .max(128, textRef('validation.password.tooLong', { max: 128 }))
  .regex(/[A-Z]/, textRef('validation.password.needsUppercase'))
  .regex(/[a-z]/, textRef('validation.password.needsLowercase'))
  .regex(/[0-9]/, textRef('validation.password.needsNumber'))
  .regex(/[^A-Za-z0-9]/, textRef('validation.password.needsSpecial'));

/** A six-digit TOTP code. */
export const totpCode = z
  .string({ error: textRef('validation.code.sixDigits') })
  .trim()
  .regex(/^\d{6}$/, textRef('validation.code.sixDigits'));

/**
 * The form a recovery code is compared in: lower case, without the dash or
 * spaces a member may type or paste (`K7MQ-X3DS`, `k7mq x3ds` and `k7mqx3ds`
 * are one code).
 */
export function normalRecoveryCode(typed: string): string {
  return typed.toLowerCase().replace(/[\s\-_.]/g, '');
}

const RECOVERY_CODE_PATTERN = new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`);

/** A two-factor recovery code, as typed; read in its normal form (`normalRecoveryCode`). */
export const recoveryCode = z
  .string({ error: textRef('validation.recoveryCode.format') })
  .max(40, textRef('validation.recoveryCode.format'))
  .transform(normalRecoveryCode)
  .refine((v) => RECOVERY_CODE_PATTERN.test(v), textRef('validation.recoveryCode.format'));

/** A path id: digits only, so `/api/signals/abc` is a clear 400 rather than a miss. */
export const idParam = z
  .string({ error: textRef('validation.common.invalidId') })
  .regex(/^[1-9][0-9]{0,14}$/, textRef('validation.common.invalidId'))
  .transform(Number);

/** A query-string integer within bounds; `name` is the parameter's name, which the messages quote as it is. */
export function queryInt(min: number, max: number, name: string) {
  return z
    .string()
    .regex(/^\d{1,15}$/, textRef('validation.query.notWholeNumber', { name }))
    .transform(Number)
    .pipe(z.number().min(min, textRef('validation.query.tooSmall', { name, min })).max(max, textRef('validation.query.tooLarge', { name, max })));
}
