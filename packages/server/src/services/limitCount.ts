import type { RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * Counts one action against `key` (in memory, or in Redis when several
 * processes share the counts). Over the limit the count is given back, since
 * a refused action did nothing and must not push the window further out.
 *
 * @returns the seconds to wait when over the limit (at least one), else 0.
 */
export async function takeOne(limiter: RateLimiterAbstract, key: string): Promise<number> {
  const state = await limiter.penalty(key, 1);
  if (state.consumedPoints <= limiter.points) {
    return 0;
  }
  await limiter.reward(key, 1);
  return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
}
