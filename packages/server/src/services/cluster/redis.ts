import { Redis } from 'ioredis';
import { ConfigError } from '../../config.js';
import type { Logger } from '../logger.js';

/** How long the start waits for Redis before giving up with a clear message. */
const CONNECT_TIMEOUT_MS = 5000;

/**
 * Opens a Redis connection and waits until it answers, so a wrong REDIS_URL
 * stops the start with one line instead of failing the first sign-in. Once
 * up, ioredis reconnects by itself after a drop; each failure is logged.
 */
export async function connectRedis(url: string, logger: Logger): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: CONNECT_TIMEOUT_MS, maxRetriesPerRequest: 3 });
  const failures: string[] = [];
  const onError = (error: Error) => failures.push(error.message);
  redis.on('error', onError);
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    const reason = failures[0] ?? (error instanceof Error ? error.message : String(error));
    throw new ConfigError(`REDIS_URL: cannot reach Redis at ${withoutPassword(url)} (${reason})`);
  }
  redis.off('error', onError);
  redis.on('error', (error: Error) => logger.warn(`Redis: ${error.message}`));
  return redis;
}

/** The URL as it may appear in a log line. */
function withoutPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) {
    parsed.password = '***';
  }
  return parsed.toString();
}
