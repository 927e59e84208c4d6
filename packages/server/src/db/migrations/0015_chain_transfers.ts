import type { Knex } from 'knex';

/**
 * What the chain watcher reads (issue 22). `chain_transfers`: each token
 * transfer to a deposit address, once per (transaction hash, log index):
 * seen while it gathers confirmations, then credited, or dropped when a reorg
 * took it away before it had them. `payment_id` is the payment it counted
 * toward (several transfers may add up to one). `chain_watch`: how far the
 * watcher has credited, one row per token watched; the cursor moves in the
 * same transaction as the credits it covers, so a crash repeats a range
 * rather than skip or double it. Amounts are the token's integer units as
 * decimal text: exact at any size, on both databases.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('chain_transfers', (t) => {
    t.increments('id');
    t.string('tx_hash', 66).notNullable();
    t.integer('log_index').unsigned().notNullable();
    t.bigInteger('block_number').notNullable();
    t.string('block_hash', 66).notNullable();
    t.string('token', 42).notNullable();
    t.string('from_address', 42).notNullable();
    t.string('to_address', 42).notNullable();
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('RESTRICT');
    t.string('amount_units', 80).notNullable();
    /** The plan price when the transfer was first seen, in the token's units: what it is measured against. */
    t.string('price_units', 80).notNullable();
    t.string('status', 16).notNullable();
    t.integer('payment_id').unsigned().nullable().references('payments.id').onDelete('SET NULL');
    t.timestamp('seen_at', { useTz: true }).notNullable();
    t.timestamp('confirmed_at', { useTz: true }).nullable();
    t.unique(['tx_hash', 'log_index']);
    t.index(['user_id', 'id']);
    t.index(['status', 'block_number']);
  });
  await knex.schema.createTable('chain_watch', (t) => {
    /** The token contract watched (lower case). */
    t.string('token', 42).primary();
    /** Every block up to this one has been credited. */
    t.bigInteger('credited_through').notNullable();
    /** The chain's tip at the last read: a transfer's confirmations are counted from it between reads. */
    t.bigInteger('head_block').nullable();
    /** The token's decimals, read from its contract. */
    t.integer('decimals').nullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    /** The last RPC failure, shown in the back office until a read succeeds. */
    t.string('last_error', 500).nullable();
    t.timestamp('failing_since', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('chain_watch');
  await knex.schema.dropTableIfExists('chain_transfers');
}
