import type { Knex } from 'knex';

/**
 * Verified e-mail addresses and safe address changes (issue 38):
 * - `users.email_verified_at`: when the address was proven by opening a link
 *   sent to it; null while it is not. Nothing but the verification mail goes
 *   to an unverified address. Every account that exists when this migration
 *   runs is treated as verified (set to its creation time): those addresses
 *   have been receiving our mail all along, and un-verifying them would
 *   silence every alert of every member at once.
 * - `users.pending_email`: the address a member asked to move to, until the
 *   link sent to it is opened (the account keeps its old address meanwhile).
 * - Uniqueness of addresses now holds among verified addresses only: the
 *   unique index on lower(email) becomes a partial one over verified rows.
 *   A sign-up may take an address someone else verified (it stays unverified
 *   and the owner is told by e-mail), so the answer never tells whether an
 *   address has an account; opening its link is then refused.
 * - `email_links`: the single-use links that prove an inbox (`verify` at
 *   sign-up, `change` to the new address, `undo` to the old one after a
 *   change), stored as the password-reset links are: the SHA-256 of a random
 *   token, an expiry, and when it was used.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('email_verified_at', { useTz: true }).nullable();
    t.string('pending_email', 254).nullable();
  });
  await knex('users').update({ email_verified_at: knex.ref('created_at') });
  await knex.raw('DROP INDEX users_email_lower_unique');
  await knex.raw('CREATE UNIQUE INDEX users_verified_email_lower_unique ON users (lower(email)) WHERE email_verified_at IS NOT NULL');
  // Looking up the holders of an address (sign-up, reset, the uniqueness guard) still uses an index.
  await knex.raw('CREATE INDEX users_email_lower ON users (lower(email))');
  await knex.schema.createTable('email_links', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('purpose', 16).notNullable();
    /** The address the link proves (verify, change), or the one it restores (undo). */
    t.string('email', 254).notNullable();
    t.string('token_hash', 64).notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true }).nullable();
    t.index(['user_id', 'purpose']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('email_links');
  await knex.raw('DROP INDEX users_email_lower');
  await knex.raw('DROP INDEX users_verified_email_lower_unique');
  await knex.raw('CREATE UNIQUE INDEX users_email_lower_unique ON users (lower(email))');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('pending_email');
    t.dropColumn('email_verified_at');
  });
}
