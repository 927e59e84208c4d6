import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** Reset requests one client address may make per hour. */
export const RESET_REQUESTS_PER_ADDRESS = 10;
/** Reset e-mails one e-mail address may be sent per hour. */
export const RESET_REQUESTS_PER_EMAIL = 3;
const WINDOW_S = 60 * 60;

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
  limiters: { address: RateLimiterAbstract; email: RateLimiterAbstract } = {
    address: new RateLimiterMemory({ points: RESET_REQUESTS_PER_ADDRESS, duration: WINDOW_S }),
    email: new RateLimiterMemory({ points: RESET_REQUESTS_PER_EMAIL, duration: WINDOW_S }),
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
        const state = await limiter.penalty(key, 1);
        taken.push([limiter, key]);
        if (state.consumedPoints > limiter.points) {
          // A refused request sent nothing: it must not push the window further out.
          await Promise.all(taken.map(([l, k]) => l.reward(k, 1)));
          return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
        }
      }
      return 0;
    },
  };
}
