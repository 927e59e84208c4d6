import type { RouteParsed } from '@signals/protocol';
import type { Db } from '../db/knex.js';
import { Airdrop, News } from '../db/models/index.js';
import { whereAnyContains } from './adminPaging.js';

export type AdminNewsQuery = RouteParsed<'adminListNews'>['query'];

/**
 * The news of the back office, drafts included, newest first: filtered by
 * state, searched in title and content. The screen's tabs count the whole
 * list, so it is paged only when a page size is asked for.
 *
 * @param db the database.
 * @param query the parsed list query.
 */
export async function listNewsForAdmin(db: Db, query: AdminNewsQuery): Promise<News[]> {
  const builder = News.query(db);
  whereAnyContains(builder, ['title', 'content'], query.search);
  if (query.state === 'published' || query.state === 'draft') {
    builder.where('isPublished', query.state === 'published');
  }
  const order = query.order ?? 'desc';
  builder.orderBy('createdAt', order).orderBy('id', order);
  if (query.pageSize !== undefined) {
    builder.offset(((query.page ?? 1) - 1) * query.pageSize).limit(query.pageSize);
  }
  return await builder;
}

/**
 * Every airdrop, active or not, newest first.
 *
 * @param db the database.
 */
export async function listAirdropsForAdmin(db: Db): Promise<Airdrop[]> {
  return await Airdrop.query(db).orderBy('createdAt', 'desc').orderBy('id', 'desc');
}

/** One news item by id (drafts included), for the back office to edit. */
export async function findNewsById(db: Db, id: number): Promise<News | undefined> {
  return News.query(db).findById(id);
}

/** One airdrop by id (inactive ones included), for the back office to edit. */
export async function findAirdropById(db: Db, id: number): Promise<Airdrop | undefined> {
  return Airdrop.query(db).findById(id);
}
