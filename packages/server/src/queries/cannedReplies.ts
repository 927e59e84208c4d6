import type { Db } from '../db/knex.js';
import { CannedReply } from '../db/models/index.js';

/** Every canned reply, by language then title (the picker puts the member's language first itself). */
export async function listCannedReplies(db: Db): Promise<CannedReply[]> {
  return await CannedReply.query(db).orderBy('language').orderBy('title').orderBy('id');
}

/** A canned reply by id, or null. */
export async function findCannedReply(db: Db, id: number): Promise<CannedReply | null> {
  return (await CannedReply.query(db).findById(id)) ?? null;
}
