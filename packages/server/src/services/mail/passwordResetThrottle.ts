import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { takeOne } from '../limitCount.js';

/** Reset requests one client address may make per hour. */
export const RESET_REQUESTS_PER_ADDRESS = 10;
/** Reset e-mails one e-mail address may be sent per hour. */
export const RESET_REQUESTS_PER_EMAIL = 3;
const WINDOW_S = 60 * 60;

/** The limits in rate-limiter-flexible's terms, wherever the counts live (in memory, or Redis: cluster/index.ts). */
export const passwordResetLimiterOptions = {
  address: { points: RESET_REQUESTS_PER_ADDRESS, duration: WINDOW_S },
  email: { points: RESET_REQUESTS_PER_EMAIL, duration: WINDOW_S },
};

/** Where the counts live: one limiter per client address, one per e-mail address typed. */
export type PasswordResetLimiters = { address: RateLimiterAbstract; email: RateLimiterAbstract };

/**
 * Limits "Forgot password?" requests per client address (one machine cannot
 * mail the world) and per e-mail address typed (one inbox, one account,
 * cannot be flooded). The e-mail count is kept whether or not an account
 * uses the address, so a 429 tells nothing about which addresses exist.
 */
export interface PasswordResetThrottle {
  /** Counts one request; answers the seconds to wait when over a limit (then nothing is counted), else 0. */
  take(ip: string, email: string): Promise<number>;
}

export function createPasswordResetThrottle(
  limiters: PasswordResetLimiters = {
    address: new RateLimiterMemory(passwordResetLimiterOptions.address),
    email: new RateLimiterMemory(passwordResetLimiterOptions.email),
  },
): PasswordResetThrottle {
  const counted: Array<[RateLimiterAbstract, (ip: string, email: string) => string]> = [
    [limiters.address, (ip) => `reset-address|${ip}`],
    [limiters.email, (_ip, email) => `reset-email|${email}`],
  ];
  return {
    async take(ip, email) {
      const taken: Array<[RateLimiterAbstract, string]> = [];
      for (const [limiter, keyOf] of counted) {
        const key = keyOf(ip, email);
        const wait = await takeOne(limiter, key);
        if (wait > 0) {
          // A refused request sent nothing: the limits counted before this one give their count back too.
          await Promise.all(taken.map(([l, k]) => l.reward(k, 1)));
          return wait;
        }
        taken.push([limiter, key]);
      }
      return 0;
    },
  };
}
