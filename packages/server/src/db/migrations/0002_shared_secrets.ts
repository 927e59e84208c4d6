import type { Knex } from 'knex';

/**
 * Secrets every server process of a deployment must share, such as the keys
 * that sign the session cookie. On PostgreSQL several processes serve one
 * audience behind a load balancer, and a cookie signed by one must verify on
 * the others; they share the database, not a data folder. (On SQLite, one
 * process, the keys stay in the data folder's secrets.json.)
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('server_secrets', (t) => {
    t.string('name', 64).primary();
    t.text('value').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('server_secrets');
}
