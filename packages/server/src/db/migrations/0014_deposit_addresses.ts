import type { Knex } from 'knex';

/**
 * A deposit address per member (issue 22), derived from the merchant's
 * account xpub at an index handed out in order, once: the index is never
 * reused (funds may still arrive at an old address), so rows are never
 * deleted, and the next index is one past the highest under that key. Stored
 * under the key's fingerprint: a new PAYMENT_XPUB gives members new addresses,
 * and the old ones stay on record.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('deposit_addresses', (t) => {
    t.increments('id');
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('RESTRICT');
    t.string('key_id', 16).notNullable();
    t.integer('derivation_index').unsigned().notNullable();
    /** Checksummed (EIP-55), as wallets show it. */
    t.string('address', 42).notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.unique(['user_id', 'key_id']);
    t.unique(['key_id', 'derivation_index']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('deposit_addresses');
}
