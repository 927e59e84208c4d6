import type { Db } from '../../db/knex.js';
import type { OutboxMessage } from '../../db/models/index.js';
import { slices } from '../../services/slices.js';

/** Rows claimed per statement, with a turn of the event loop between. */
const CLAIM_SLICE = 250;
/**
 * A claimed message is held this long: another process reading the outbox
 * meanwhile does not see it as due and claim it again; a process that died
 * mid-delivery leaves it to be retried after this.
 */
const CLAIM_LEASE_MS = 5 * 60 * 1000;

/**
 * Claims the rows that are still due, one statement per slice: the update
 * holds each for the lease and counts the attempt, and answers which rows
 * it changed. A row another process claimed meanwhile is no longer due (or
 * no longer pending), so it is not changed here: on PostgreSQL the second
 * update waits for the first's row lock and re-reads the row; on SQLite
 * writes take turns. One statement, not one per row: on SQLite
 * (synchronous = FULL) each commit is a disk flush.
 *
 * @param db the database.
 * @param batch the rows read as due.
 * @param now the run's clock.
 * @param giveWay the turn given back to the live channel between slices.
 * @param leaseMs how long a claim holds (a sender whose attempts are short takes a shorter one).
 * @returns the rows this process won, in id order, each with its attempts before this one.
 */
export async function claimAll(db: Db, batch: OutboxMessage[], now: Date, giveWay: () => Promise<void>, leaseMs = CLAIM_LEASE_MS): Promise<OutboxMessage[]> {
  const claimed: OutboxMessage[] = [];
  const lease = new Date(now.getTime() + leaseMs);
  const byId = new Map(batch.map((message) => [message.id, message]));
  for (const slice of slices(batch, CLAIM_SLICE)) {
    const won: Array<{ id: number; attempts: number }> = await db('outbox')
      .whereIn(
        'id',
        slice.map((message) => message.id),
      )
      .where('status', 'pending')
      .where((due) => {
        void due.whereNull('notBefore').orWhere('notBefore', '<=', now);
      })
      .update({ attempts: db.raw('attempts + 1'), notBefore: lease }, ['id', 'attempts']);
    for (const { id, attempts } of won) {
      const message = byId.get(id);
      if (message) {
        // The count before this attempt, as the row holds it now (another process may have tried it since it was read).
        message.attempts = Number(attempts) - 1;
        claimed.push(message);
      }
    }
    await giveWay();
  }
  return claimed.sort((a, b) => a.id - b.id);
}
