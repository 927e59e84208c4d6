import { z } from 'zod';

/** How long a phone verification code works. */
export const PHONE_CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong guesses one code allows before it stops working. */
export const PHONE_CODE_MAX_ATTEMPTS = 5;

export const PHONE_VERIFICATION_MESSAGES = {
  noPhone: 'Add a phone number to your profile first',
  alreadyVerified: 'This phone number is verified already',
  premiumOnly: 'SMS alerts are for premium members. Upgrade to premium to verify your phone number.',
  smsOff: 'SMS is not available on this site',
  noCode: 'Send yourself a code first: there is no code waiting for this number',
  wrongCode: (left: number) => `That code is not right. ${left} attempt${left === 1 ? '' : 's'} left.`,
  codeSpent: 'That code is not right, and it has now stopped working. Send yourself a new code.',
  expired: 'That code has expired. Send yourself a new code.',
  tooMany: (minutes: number) => `Too many codes sent. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  sendFailed: 'The text message could not be sent. Check the number and try again in a few minutes.',
} as const;

/** The six-digit code from the text message. */
export const PhoneCodeRequest = z.object({
  code: z.string({ error: 'Code must be 6 digits' }).trim().regex(/^\d{6}$/, 'Code must be 6 digits'),
});
export type PhoneCodeRequest = z.input<typeof PhoneCodeRequest>;

/** A code was sent: to which number (the profile's) and until when it works. */
export const PhoneCodeSent = z.object({ phoneNumber: z.string(), expiresAt: z.string() });
export type PhoneCodeSent = z.infer<typeof PhoneCodeSent>;
