/** What a two-process benchmark leaves in PostgreSQL and Redis, removed afterwards. */
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './server.mjs';

// The server package's own drivers, so the bench package needs no second copy.
const fromServer = createRequire(path.join(ROOT, 'packages/server/package.json'));

/** Drops the run's schema and deletes the run's Redis keys (stream, sessions, counts, locks). */
export async function removeClusterState({ DATABASE_URL, DATABASE_SCHEMA, REDIS_URL, REDIS_PREFIX }) {
  const knex = fromServer('knex');
  const db = knex({ client: 'pg', connection: DATABASE_URL });
  try {
    await db.raw('drop schema if exists ?? cascade', [DATABASE_SCHEMA]);
  } finally {
    await db.destroy();
  }
  const { Redis } = fromServer('ioredis');
  const redis = new Redis(REDIS_URL);
  try {
    const keys = await redis.keys(`${REDIS_PREFIX}*`);
    if (keys.length > 0) {
      await redis.del(...keys);
    }
  } finally {
    await redis.quit();
  }
}
