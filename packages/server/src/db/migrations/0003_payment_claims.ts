import type { Knex } from 'knex';
import { transactionKey } from '@signals/protocol';

/** The one-pending-per-member index; its name carries `review_slot`, which commands/paymentSubmitter.ts reads in a violation. */
const ONE_PENDING_INDEX = 'payments_one_pending_review_slot';

/**
 * Payment claims (issue 14):
 *
 * - `transaction_key`: the transaction's identity whatever its spelling or
 *   network (`transactionKey` in the protocol), unique. It replaces the unique
 *   index on `transaction_id`, which let the same hash in through a second
 *   spelling. Rows that already collide keep their history: the first keeps
 *   the key, later ones get `<key>#<id>`, so the migration never fails on
 *   real data and never decides anyone's money.
 * - `from_address`: the wallet the member says they sent from.
 * - One payment waiting for review per member: a partial unique index over
 *   pending rows (works on SQLite and PostgreSQL), so concurrent claims leave
 *   one. `review_slot` is 0 for every claim made from now on; members who
 *   already had several claims waiting keep them, numbered 1, 2… in order,
 *   for an admin to decide like any other.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.string('transaction_key', 100).nullable();
    t.string('from_address', 100).nullable();
    t.integer('review_slot').notNullable().defaultTo(0);
  });

  // The protocol's key, the one the Payment model writes on insert: backfilled rows and new ones must agree.
  const rows = (await knex('payments').select('id', 'transactionId').orderBy('id')) as Array<{ id: number; transactionId: string }>;
  const taken = new Set<string>();
  for (const row of rows) {
    const key = transactionKey(row.transactionId);
    const unique = taken.has(key) ? `${key}#${row.id}` : key;
    taken.add(unique);
    await knex('payments').where('id', row.id).update({ transactionKey: unique });
  }
  await knex.raw(
    `UPDATE payments SET review_slot = (
       SELECT COUNT(*) FROM payments earlier
       WHERE earlier.user_id = payments.user_id AND earlier.status = 'pending' AND earlier.id < payments.id
     ) WHERE status = 'pending'`,
  );

  await knex.schema.alterTable('payments', (t) => {
    t.string('transaction_key', 100).notNullable().alter();
    t.dropUnique(['transaction_id']);
    t.unique(['transaction_key']);
  });
  await knex.raw(`CREATE UNIQUE INDEX ${ONE_PENDING_INDEX} ON payments (user_id, review_slot) WHERE status = 'pending'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`DROP INDEX ${ONE_PENDING_INDEX}`);
  await knex.schema.alterTable('payments', (t) => {
    t.dropUnique(['transaction_key']);
    t.unique(['transaction_id']);
  });
  await knex.schema.alterTable('payments', (t) => {
    t.dropColumn('review_slot');
    t.dropColumn('from_address');
    t.dropColumn('transaction_key');
  });
}
