import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { takeOne } from '../limitCount.js';

/** Verification codes one member may have texted per hour: texts cost money and reach someone's phone. */
export const PHONE_CODES_PER_HOUR = 3;
/**
 * Verification codes one number may be sent per hour, whatever the accounts
 * asking: anyone may type anyone's number in their profile, so without it a
 * handful of accounts text one phone a dozen codes in seconds.
 */
export const PHONE_CODES_PER_NUMBER_PER_HOUR = 3;

/** The limits in rate-limiter-flexible's terms, wherever the counts live (in memory, or Redis: cluster/index.ts). */
export const phoneCodeLimiterOptions = {
  member: { points: PHONE_CODES_PER_HOUR, duration: 60 * 60 },
  number: { points: PHONE_CODES_PER_NUMBER_PER_HOUR, duration: 60 * 60 },
};

/** Where the counts live: one limiter per member, one per destination number. */
export type PhoneCodeLimiters = { member: RateLimiterAbstract; number: RateLimiterAbstract };

/** Which limit refused a code, and the seconds until it allows one again. */
export interface PhoneCodeRefusal {
  limit: 'member' | 'number';
  wait: number;
}

/** Limits how many verification codes a member can have sent, and how many reach one number. */
export interface PhoneCodeThrottle {
  /** Counts one code to `phoneNumber` for the member; answers the limit that refuses it (then nothing is counted), else null. */
  take(userId: number, phoneNumber: string): Promise<PhoneCodeRefusal | null>;
  /** Gives a count back: the code was not sent after all. */
  giveBack(userId: number, phoneNumber: string): Promise<void>;
}

/**
 * The number a code goes to, as counted: its digits, without the `+` or a
 * leading international `00`, so one phone is one count however its number
 * was typed (the profile keeps `+`, digits and nothing else already).
 */
export function destinationOf(phoneNumber: string): string {
  return phoneNumber.replace(/\D/g, '').replace(/^00/, '');
}

export function createPhoneCodeThrottle(
  limiters: PhoneCodeLimiters = { member: new RateLimiterMemory(phoneCodeLimiterOptions.member), number: new RateLimiterMemory(phoneCodeLimiterOptions.number) },
): PhoneCodeThrottle {
  const keys = (userId: number, phoneNumber: string) =>
    [
      ['member', limiters.member, `phone-code|${userId}`],
      ['number', limiters.number, `phone-code-number|${destinationOf(phoneNumber)}`],
    ] as const;
  return {
    async take(userId, phoneNumber) {
      const taken: Array<[RateLimiterAbstract, string]> = [];
      for (const [limit, limiter, key] of keys(userId, phoneNumber)) {
        const wait = await takeOne(limiter, key);
        if (wait > 0) {
          // A refused code is never sent: the limits counted before this one give their count back too.
          await Promise.all(taken.map(([l, k]) => l.reward(k, 1)));
          return { limit, wait };
        }
        taken.push([limiter, key]);
      }
      return null;
    },
    async giveBack(userId, phoneNumber) {
      await Promise.all(keys(userId, phoneNumber).map(([, limiter, key]) => limiter.reward(key, 1)));
    },
  };
}
