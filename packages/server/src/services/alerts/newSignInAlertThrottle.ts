import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { takeOne } from '../limitCount.js';

/**
 * New-sign-in alerts that go beyond the bell (e-mail, push, SMS) per account
 * per hour. Each sign-in from a new browser is still written to the member's
 * bell; past this many in the hour, the outside channels stay quiet: whoever
 * knows the password (or registered someone else's address) cannot make us
 * mail or text a person once per sign-in, and the member has been told three
 * times already.
 */
export const NEW_SIGN_IN_ALERTS_PER_HOUR = 3;

/** The limit in rate-limiter-flexible's terms, wherever the counts live (in memory, or Redis: cluster/index.ts). */
export const newSignInAlertLimiterOptions = { points: NEW_SIGN_IN_ALERTS_PER_HOUR, duration: 60 * 60 };

export interface NewSignInAlertThrottle {
  /** Counts one alert sent beyond the bell; answers the seconds until one may go again when the hour's allowance is spent (then nothing is counted), else 0. */
  take(userId: number): Promise<number>;
}

export function createNewSignInAlertThrottle(limiter: RateLimiterAbstract = new RateLimiterMemory(newSignInAlertLimiterOptions)): NewSignInAlertThrottle {
  return {
    take: (userId) => takeOne(limiter, `new-sign-in-alert|${userId}`),
  };
}
