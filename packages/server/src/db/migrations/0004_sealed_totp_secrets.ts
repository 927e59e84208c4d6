import type { Knex } from 'knex';

/**
 * TOTP secrets are stored sealed (`v1.<keyId>.<iv>.<ciphertext+tag>`, about
 * 95 characters for a 32-character base32 secret) rather than as the bare
 * secret that varchar(64) was sized for. 255 leaves room for a later format.
 *
 * PostgreSQL enforces a varchar's length, so the column is widened there.
 * SQLite does not (a declared length is only a type-affinity hint), and
 * changing a column's type there means rebuilding the users table that
 * sessions, payments and tickets point at: left as it is, on purpose.
 */
export async function up(knex: Knex): Promise<void> {
  if (knex.client.config.client === 'pg') {
    await knex.raw('ALTER TABLE users ALTER COLUMN totp_secret TYPE varchar(255)');
  }
}

export async function down(knex: Knex): Promise<void> {
  if (knex.client.config.client === 'pg') {
    // Sealed values do not fit the old width: going back means turning two-factor off for those members first.
    await knex.raw('ALTER TABLE users ALTER COLUMN totp_secret TYPE varchar(64)');
  }
}
