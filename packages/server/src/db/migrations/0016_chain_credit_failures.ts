import type { Knex } from 'knex';

/**
 * A transfer whose credit fails is kept apart, never allowed to stop the
 * watcher (issue 38). Before this, one transfer the credit could not write
 * (a manual claim holding its hash, a second payee of one multisend
 * transaction) rolled back its whole block range, and the watcher stopped
 * there for every member. Now such a transfer is recorded with status
 * `failed`: `last_error` says why, `attempts` counts the tries and `retry_at`
 * is when the watcher tries it again; the rest of its range is credited.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('chain_transfers', (t) => {
    t.string('last_error', 500).nullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('retry_at', { useTz: true }).nullable();
    t.index(['status', 'retry_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('chain_transfers', (t) => {
    t.dropIndex(['status', 'retry_at']);
    t.dropColumn('retry_at');
    t.dropColumn('attempts');
    t.dropColumn('last_error');
  });
}
