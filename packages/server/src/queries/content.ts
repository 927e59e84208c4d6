import type { Db } from '../db/knex.js';
import { Airdrop, News } from '../db/models/index.js';

/**
 * The news members may read: published items only, newest publication first,
 * the id breaking ties. A published item without a date sorts last; spelt out
 * because SQLite and PostgreSQL place nulls differently, and Knex's `nulls`
 * option drops the column on SQLite.
 */
export async function listPublishedNews(db: Db): Promise<News[]> {
  return News.query(db)
    .where('isPublished', true)
    .orderByRaw('case when published_at is null then 1 else 0 end')
    .orderBy('publishedAt', 'desc')
    .orderBy('id', 'desc');
}

/**
 * The airdrops members may join: active ones only, newest first. The active
 * flag is the single rule, the same one the live channel uses.
 */
export async function listActiveAirdrops(db: Db): Promise<Airdrop[]> {
  return Airdrop.query(db).where('isActive', true).orderBy('id', 'desc');
}
