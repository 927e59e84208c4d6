import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from '../logger.js';

/**
 * Short notices between the processes sharing a Redis server, for what one
 * process keeps in memory and another's writes make stale (the signal-list
 * cache). A process ignores its own notices: it has acted on them already.
 * Pub/sub delivers at most once and only to processes connected now, which is
 * enough for invalidation: a process that was away starts with empty caches.
 */
export interface Notices {
  announce(topic: string): void;
  listen(topic: string, listener: () => void): void;
  close(): Promise<void>;
}

export async function redisNotices(redis: Redis, prefix: string, logger: Logger): Promise<Notices> {
  const self = randomUUID();
  const channel = `${prefix}notices`;
  const listeners = new Map<string, Array<() => void>>();
  // A subscribed connection can do nothing else, so notices get their own.
  const subscriber = redis.duplicate();
  subscriber.on('error', (error: Error) => logger.warn(`Redis (notices): ${error.message}`));
  subscriber.on('message', (_channel: string, raw: string) => {
    const [from, topic] = raw.split(' ', 2);
    if (from === self || !topic) {
      return;
    }
    for (const listener of listeners.get(topic) ?? []) {
      listener();
    }
  });
  await subscriber.subscribe(channel);
  return {
    announce(topic) {
      redis.publish(channel, `${self} ${topic}`).catch((error: unknown) => logger.warn(`Announcing ${topic} to the other processes failed: ${String(error)}`));
    },
    listen(topic, listener) {
      listeners.set(topic, [...(listeners.get(topic) ?? []), listener]);
    },
    async close() {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
