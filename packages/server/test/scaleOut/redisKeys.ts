import type { Redis } from 'ioredis';

/** Removes what a test run left under its own prefix: the stream, sessions, counts and locks. */
export async function deleteKeys(redis: Redis, prefix: string): Promise<void> {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) {
    await redis.del(...keys);
  }
}
