import type { Knex } from 'knex';

/**
 * Signal outcomes (issue 17). Each signal carries how it ended (`outcome`,
 * `result_percent`, `exit_price`, `closed_at`), written in the same
 * transaction as the closing event, so lists and the track record read one
 * row. The events themselves are evidence, like the audit log: the database
 * refuses to change or remove one, and a signal that has any cannot be
 * deleted (the foreign key restricts). Members follow signals to be told when
 * they close; `following` false remembers an opt-out, so opening the detail
 * again does not follow it anew.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('signals', (t) => {
    t.string('outcome', 12).notNullable().defaultTo('open');
    t.double('result_percent').nullable();
    t.double('exit_price').nullable();
    t.timestamp('closed_at', { useTz: true }).nullable();
    // The track record scans closed signals by publication day, type and outcome; the back office filters by outcome.
    t.index(['outcome', 'created_at']);
    t.index(['signal_type', 'outcome', 'created_at']);
    t.index(['closed_at']);
  });

  await knex.schema.createTable('signal_events', (t) => {
    t.increments('id');
    t.integer('signal_id').unsigned().notNullable().references('signals.id').onDelete('RESTRICT');
    t.string('kind', 16).notNullable();
    t.double('price').nullable();
    t.double('result_percent').nullable();
    t.text('note').nullable();
    t.integer('created_by').unsigned().nullable().references('users.id').onDelete('RESTRICT');
    t.string('request_id', 64).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['signal_id', 'id']);
  });
  await makeAppendOnly(knex, 'signal_events');

  await knex.schema.createTable('signal_follows', (t) => {
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.integer('signal_id').unsigned().notNullable().references('signals.id').onDelete('CASCADE');
    t.boolean('following').notNullable().defaultTo(true);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.primary(['user_id', 'signal_id']);
    t.index(['signal_id', 'following']);
  });
}

/** The same guard as the audit log's (0001), written out again because a landed migration never changes. */
async function makeAppendOnly(knex: Knex, table: string): Promise<void> {
  if (knex.client.config.client === 'better-sqlite3') {
    await knex.raw(`CREATE TRIGGER ${table}_no_update BEFORE UPDATE ON ${table} BEGIN SELECT RAISE(ABORT, '${table} is append-only'); END`);
    await knex.raw(`CREATE TRIGGER ${table}_no_delete BEFORE DELETE ON ${table} BEGIN SELECT RAISE(ABORT, '${table} is append-only'); END`);
    return;
  }
  await knex.raw(`CREATE OR REPLACE FUNCTION ${table}_append_only() RETURNS trigger AS $$
    BEGIN RAISE EXCEPTION '${table} is append-only'; END; $$ LANGUAGE plpgsql`);
  await knex.raw(`CREATE TRIGGER ${table}_no_update BEFORE UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION ${table}_append_only()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('signal_follows');
  await knex.schema.dropTable('signal_events');
  if (knex.client.config.client !== 'better-sqlite3') {
    await knex.raw('DROP FUNCTION IF EXISTS signal_events_append_only()');
  }
  await knex.schema.alterTable('signals', (t) => {
    t.dropIndex(['outcome', 'created_at']);
    t.dropIndex(['signal_type', 'outcome', 'created_at']);
    t.dropIndex(['closed_at']);
    t.dropColumn('outcome');
    t.dropColumn('result_percent');
    t.dropColumn('exit_price');
    t.dropColumn('closed_at');
  });
}
