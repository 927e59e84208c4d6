import { z } from 'zod';
import { textRef } from '../text.js';

/** How long a phone verification code works. */
export const PHONE_CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong guesses one code allows before it stops working. */
export const PHONE_CODE_MAX_ATTEMPTS = 5;

/** What phone verification refuses with: references to the validation catalogue (validation.phoneVerification.*). */
export const PHONE_VERIFICATION_MESSAGES = {
  noPhone: textRef('validation.phoneVerification.noPhone'),
  alreadyVerified: textRef('validation.phoneVerification.alreadyVerified'),
  premiumOnly: textRef('validation.phoneVerification.premiumOnly'),
  smsOff: textRef('validation.phoneVerification.smsOff'),
  noCode: textRef('validation.phoneVerification.noCode'),
  wrongCode: (left: number) => textRef('validation.phoneVerification.wrongCode', { left }),
  codeSpent: textRef('validation.phoneVerification.codeSpent'),
  expired: textRef('validation.phoneVerification.expired'),
  tooMany: (minutes: number) => textRef('validation.phoneVerification.tooMany', { minutes }),
  sendFailed: textRef('validation.phoneVerification.sendFailed'),
} as const;

/** The six-digit code from the text message. */
export const PhoneCodeRequest = z.object({
  code: z
    .string({ error: textRef('validation.code.sixDigits') })
    .trim()
    .regex(/^\d{6}$/, textRef('validation.code.sixDigits')),
});
export type PhoneCodeRequest = z.input<typeof PhoneCodeRequest>;

/** A code was sent: to which number (the profile's) and until when it works. */
export const PhoneCodeSent = z.object({ phoneNumber: z.string(), expiresAt: z.string() });
export type PhoneCodeSent = z.infer<typeof PhoneCodeSent>;
