import type { Db } from '../db/knex.js';
import { Cancellation } from '../db/models/index.js';

/** How many cancellations one page holds when the client does not say. */
const CANCELLATION_PAGE_DEFAULT = 50;

/**
 * Why members cancelled, newest first, a page at a time.
 *
 * @param db the database.
 * @param page `before`: only ids below it; `limit`: page size.
 * @returns the cancellations, each with the member's username.
 */
export async function listCancellations(db: Db, page: { before?: number | undefined; limit?: number | undefined }): Promise<Cancellation[]> {
  return Cancellation.query(db)
    .select('cancellations.*', 'users.username')
    .join('users', 'users.id', 'cancellations.userId')
    .modify((q) => {
      if (page.before !== undefined) {
        q.where('cancellations.id', '<', page.before);
      }
    })
    .orderBy('cancellations.id', 'desc')
    .limit(page.limit ?? CANCELLATION_PAGE_DEFAULT);
}
