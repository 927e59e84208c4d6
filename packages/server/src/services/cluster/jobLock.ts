import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** Deletes the lock only if this holder still owns it (it may have timed out and been taken by another). */
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/**
 * Runs a background job in one process at a time, across every process that
 * shares the Redis server: `run` returns false without running the job while
 * another process holds it. The lock expires after `ttlMs` even if its holder
 * dies mid-job, so a crashed process never blocks the job for good.
 */
export interface JobLock {
  run(job: string, ttlMs: number, work: () => Promise<void>): Promise<boolean>;
}

/** One process alone: every job runs (the scheduler already runs them one at a time). */
export const LOCAL_JOBS: JobLock = {
  async run(_job, _ttlMs, work) {
    await work();
    return true;
  },
};

export function redisJobLock(redis: Redis, prefix: string): JobLock {
  return {
    async run(job, ttlMs, work) {
      const key = `${prefix}lock:${job}`;
      const token = randomUUID();
      const taken = await redis.set(key, token, 'PX', ttlMs, 'NX');
      if (taken !== 'OK') {
        return false;
      }
      try {
        await work();
      } finally {
        await redis.eval(RELEASE, 1, key, token);
      }
      return true;
    },
  };
}
