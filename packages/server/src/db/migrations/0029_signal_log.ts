import type { Knex } from 'knex';

/**
 * The signal log (issue 45): a track record nobody has to take on trust.
 *
 * `signal_log`: one row per leaf of the append-only Merkle tree, `position` from 0 with no gap. `leaf` is the exact
 * text hashed; `leaf_hash` its RFC 9162 leaf hash (hex), kept so the tree is rebuilt without rehashing. The database
 * refuses to change or remove a row, as it does for the audit trail.
 *
 * `signal_log_commitments`: for a leaf of a premium signal written while it was open, the trade it commits to and the
 * 32-byte salt (hex), published beside the leaf once the signal has ended and the settings reveal it. Append-only too:
 * a commitment whose trade could be swapped later would prove nothing.
 *
 * `signal_log_heads`: every signed tree head, one per size; `signal_log_witnesses` where a head was posted outside
 * (the public Telegram chat).
 *
 * Positions and sizes are integers (2^31 leaves are ample), so both drivers read them as numbers; the head's
 * timestamp (milliseconds) and a message id are bigints, read back through Number().
 *
 * `signals.log_index` / `logged_at` point at a signal's publication leaf; an event's leaf is found by `event_id` (the
 * events table is append-only itself, so it cannot be pointed back afterwards).
 */
const APPEND_ONLY = ['signal_log', 'signal_log_commitments'] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('signal_log', (t) => {
    t.integer('position').primary();
    t.text('leaf').notNullable();
    t.string('leaf_hash', 64).notNullable();
    t.string('kind', 16).notNullable();
    t.integer('signal_id').notNullable();
    t.integer('event_id').nullable();
    t.timestamp('appended_at', { useTz: true }).notNullable();
    t.index(['signal_id', 'position']);
    t.index(['event_id']);
  });
  await knex.schema.createTable('signal_log_commitments', (t) => {
    t.integer('position').primary();
    t.integer('signal_id').notNullable();
    t.text('trade').notNullable();
    t.string('salt', 64).notNullable();
    t.index(['signal_id']);
  });
  await knex.schema.createTable('signal_log_heads', (t) => {
    t.integer('tree_size').primary();
    t.string('root_hash', 64).notNullable();
    t.bigInteger('timestamp').notNullable();
    t.text('signature').notNullable();
  });
  await knex.schema.createTable('signal_log_witnesses', (t) => {
    t.increments('id');
    t.integer('tree_size').notNullable().references('tree_size').inTable('signal_log_heads');
    t.string('channel', 16).notNullable();
    t.string('chat', 100).notNullable();
    // Queued at `at`; the message's id, its link and `posted_at` once Telegram took it.
    t.timestamp('at', { useTz: true }).notNullable();
    t.bigInteger('message_id').nullable();
    t.text('url').nullable();
    t.timestamp('posted_at', { useTz: true }).nullable();
    t.index(['tree_size']);
    t.index(['at']);
  });
  await knex.schema.alterTable('signals', (t) => {
    t.integer('log_index').nullable();
    t.timestamp('logged_at', { useTz: true }).nullable();
  });
  for (const table of APPEND_ONLY) {
    await refuseChanges(knex, table);
  }
}

/** The database itself refuses to change or remove a row of the table. */
async function refuseChanges(knex: Knex, table: string): Promise<void> {
  if (knex.client.config.client === 'better-sqlite3') {
    await knex.raw(`CREATE TRIGGER ${table}_no_update BEFORE UPDATE ON ${table} BEGIN SELECT RAISE(ABORT, '${table} is append-only'); END`);
    await knex.raw(`CREATE TRIGGER ${table}_no_delete BEFORE DELETE ON ${table} BEGIN SELECT RAISE(ABORT, '${table} is append-only'); END`);
    return;
  }
  await knex.raw(`CREATE OR REPLACE FUNCTION ${table}_append_only() RETURNS trigger AS $$
    BEGIN RAISE EXCEPTION '${table} is append-only'; END; $$ LANGUAGE plpgsql`);
  await knex.raw(`CREATE TRIGGER ${table}_no_update BEFORE UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION ${table}_append_only()`);
  // TRUNCATE skips row triggers: refused by a statement trigger of its own.
  await knex.raw(`CREATE TRIGGER ${table}_no_truncate BEFORE TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION ${table}_append_only()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('signals', (t) => {
    t.dropColumn('log_index');
    t.dropColumn('logged_at');
  });
  for (const table of ['signal_log_witnesses', 'signal_log_heads', ...APPEND_ONLY]) {
    await knex.schema.dropTableIfExists(table);
  }
  if (knex.client.config.client !== 'better-sqlite3') {
    for (const table of APPEND_ONLY) {
      await knex.raw(`DROP FUNCTION IF EXISTS ${table}_append_only()`);
    }
  }
}
