import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** Wrong two-factor codes allowed per member within the window, before further tries are refused. */
export const TWO_FACTOR_MAX_FAILURES = 10;
export const TWO_FACTOR_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Counts wrong codes sent to the two-factor verify and disable endpoints, per
 * member. A six-digit code has a million values: without a limit a stolen
 * session could guess its way into turning two-factor off.
 */
export interface TwoFactorThrottle {
  /** Seconds to wait before trying again, or 0 when a try is allowed. */
  retryAfter(userId: number): Promise<number>;
  recordFailure(userId: number): Promise<void>;
  recordSuccess(userId: number): Promise<void>;
}

/**
 * A throttle over a rate limiter (in memory by default).
 *
 * @param limiter where the counts live.
 * @returns the throttle.
 */
export function createTwoFactorThrottle(limiter: RateLimiterAbstract = defaultLimiter()): TwoFactorThrottle {
  const keyOf = (userId: number) => `2fa|${userId}`;
  return {
    async retryAfter(userId) {
      const state = await limiter.get(keyOf(userId));
      if (state && state.consumedPoints >= TWO_FACTOR_MAX_FAILURES) {
        return Math.ceil(state.msBeforeNext / 1000);
      }
      return 0;
    },
    async recordFailure(userId) {
      await limiter.penalty(keyOf(userId), 1);
    },
    async recordSuccess(userId) {
      await limiter.delete(keyOf(userId));
    },
  };
}

/** The limit in rate-limiter-flexible's terms, wherever the counts live. */
export const twoFactorLimiterOptions = { points: TWO_FACTOR_MAX_FAILURES, duration: TWO_FACTOR_FAILURE_WINDOW_MS / 1000 } as const;

function defaultLimiter(): RateLimiterAbstract {
  return new RateLimiterMemory(twoFactorLimiterOptions);
}
