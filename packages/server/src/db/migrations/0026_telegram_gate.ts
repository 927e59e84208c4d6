import type { Knex } from 'knex';

/**
 * The premium chat's gate (issue 43): who the bot let in, and the invite links it handed out.
 *
 * - `telegram_chat_members`: a Telegram user the bot approved into a chat (the premium chat), with the member they were
 *   linked to then. The Bot API cannot list a chat's members, so this is what the gate reconciles: whoever is here
 *   and no longer linked to a member whose premium runs is removed, the start-up sweep included.
 * - `telegram_invites`: a member's personal invite link to a chat (it asks to join; the bot approves), until when it
 *   works, and when it was revoked (premium ended, or the member joined and it was spent).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('telegram_chat_members', (t) => {
    t.increments('id');
    t.bigInteger('chat_id').notNullable();
    t.bigInteger('telegram_user_id').notNullable();
    t.integer('user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('joined_at', { useTz: true }).notNullable();
    t.unique(['chat_id', 'telegram_user_id']);
  });
  await knex.schema.createTable('telegram_invites', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.bigInteger('chat_id').notNullable();
    t.string('invite_link', 255).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('revoked_at', { useTz: true }).nullable();
    t.index(['chat_id', 'revoked_at', 'user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('telegram_invites');
  await knex.schema.dropTableIfExists('telegram_chat_members');
}
