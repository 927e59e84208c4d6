import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { takeOne } from '../limitCount.js';

/** Verification codes one member may have texted per hour: texts cost money and reach someone's phone. */
export const PHONE_CODES_PER_HOUR = 3;

/** The limit in rate-limiter-flexible's terms, wherever the counts live (in memory, or Redis: cluster/index.ts). */
export const phoneCodeLimiterOptions = { points: PHONE_CODES_PER_HOUR, duration: 60 * 60 };

/** Limits how many verification codes a member can have sent. */
export interface PhoneCodeThrottle {
  /** Counts one code; answers the seconds to wait when over the limit (then nothing is counted), else 0. */
  take(userId: number): Promise<number>;
  /** Gives a count back: the code was not sent after all. */
  giveBack(userId: number): Promise<void>;
}

export function createPhoneCodeThrottle(limiter: RateLimiterAbstract = new RateLimiterMemory(phoneCodeLimiterOptions)): PhoneCodeThrottle {
  const keyOf = (userId: number) => `phone-code|${userId}`;
  return {
    take: (userId) => takeOne(limiter, keyOf(userId)),
    async giveBack(userId) {
      await limiter.reward(keyOf(userId), 1);
    },
  };
}
