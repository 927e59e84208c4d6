import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** Verification codes one member may have texted per hour: texts cost money and reach someone's phone. */
export const PHONE_CODES_PER_HOUR = 3;

/** Limits how many verification codes a member can have sent. */
export interface PhoneCodeThrottle {
  /** Counts one code; answers the seconds to wait when over the limit (then nothing is counted), else 0. */
  take(userId: number): Promise<number>;
  /** Gives a count back: the code was not sent after all. */
  giveBack(userId: number): Promise<void>;
}

export function createPhoneCodeThrottle(limiter: RateLimiterAbstract = new RateLimiterMemory({ points: PHONE_CODES_PER_HOUR, duration: 60 * 60 })): PhoneCodeThrottle {
  const keyOf = (userId: number) => `phone-code|${userId}`;
  return {
    async take(userId) {
      const state = await limiter.penalty(keyOf(userId), 1);
      if (state.consumedPoints <= limiter.points) {
        return 0;
      }
      await limiter.reward(keyOf(userId), 1);
      return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
    },
    async giveBack(userId) {
      await limiter.reward(keyOf(userId), 1);
    },
  };
}
