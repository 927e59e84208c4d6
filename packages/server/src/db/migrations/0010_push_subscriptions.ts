import type { Knex } from 'knex';

/**
 * Web Push subscriptions (issue 18): one row per browser a member subscribed,
 * several per member. The endpoint is unique: a browser that subscribes again
 * (or under another account) updates its row. The keys are the browser's
 * public ECDH key and auth secret (base64url), which only encrypt messages to
 * it; a subscription goes with its member.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('push_subscriptions', (t) => {
    t.increments('id');
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.string('endpoint', 1000).notNullable().unique();
    t.string('p256dh', 200).notNullable();
    t.string('auth', 200).notNullable();
    t.string('user_agent', 300).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    /** The last push the service accepted for it. */
    t.timestamp('last_used_at', { useTz: true }).nullable();
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('push_subscriptions');
}
