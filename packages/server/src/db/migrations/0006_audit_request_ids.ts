import type { Knex } from 'knex';

/**
 * Each audit row names the request that wrote it (the `X-Request-Id` it was
 * answered with, on every log line of that request), so an admin action and
 * what the server logged while doing it are found together. Rows written
 * before this migration, and by work outside a request, have none.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('audit_log', (table) => {
    table.string('request_id', 64).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('audit_log', (table) => {
    table.dropColumn('request_id');
  });
}
