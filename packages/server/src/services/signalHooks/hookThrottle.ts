import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { takeOne } from '../limitCount.js';

/**
 * Deliveries per source per minute (issue 44: 60 by default, SIGNAL_HOOK_RATE_LIMIT). Counted after a delivery
 * proved it knows the source's secret, so a stranger who learnt a hook's URL cannot use up the real sender's minute.
 * In memory, or in Redis when several processes serve the hook.
 */
export interface HookThrottle {
  /** The limit, for the refusal's words. */
  readonly perMinute: number;
  /** Counts one delivery; answers the seconds to wait when over the limit (then it is not counted), else 0. */
  take(sourceId: number): Promise<number>;
}

/** SIGNAL_HOOK_RATE_LIMIT's default (configEnv.ts), for the tests that count to it. */
export const SIGNAL_HOOK_DEFAULT_RATE_LIMIT = 60;

export function hookLimiterOptions(perMinute: number): { points: number; duration: number } {
  return { points: perMinute, duration: 60 };
}

export function createHookThrottle(perMinute: number, limiter: RateLimiterAbstract = new RateLimiterMemory(hookLimiterOptions(perMinute))): HookThrottle {
  return { perMinute, take: (sourceId) => takeOne(limiter, `signal-hook|${sourceId}`) };
}
