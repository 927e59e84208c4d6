import type { Knex } from 'knex';

/**
 * E-mail and SMS that work (issue 18):
 * - `users.verified_phone_number`: the number last confirmed with a texted
 *   code. A number counts as verified while it equals the profile's number, so
 *   a change of number (by the member or an admin) un-verifies it with no
 *   extra write anywhere.
 * - `password_resets`: one row per link sent; only the SHA-256 of the token is
 *   kept, so a copy of the database opens no account. Used or expired rows
 *   stop working; the table is pruned when links are issued.
 * - `phone_verifications`: the code waiting for one member (one at a time),
 *   hashed, with its expiry and the wrong guesses made.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.string('verified_phone_number', 32).nullable();
  });
  await knex.schema.createTable('password_resets', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('token_hash', 64).notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true }).nullable();
    t.index(['user_id']);
  });
  await knex.schema.createTable('phone_verifications', (t) => {
    t.integer('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    t.string('phone_number', 32).notNullable();
    t.string('code_hash', 64).notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('phone_verifications');
  await knex.schema.dropTable('password_resets');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('verified_phone_number');
  });
}
