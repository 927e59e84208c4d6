import type { Knex } from 'knex';

/**
 * Telegram: a channel and a gate (issue 43).
 *
 * - `telegram_links`: a member's Telegram account, one each way: a member links one account, an account links to one
 *   member (linking it elsewhere moves it). Telegram's ids take up to 52 bits, so they are big integers, as is the
 *   private chat the bot writes to. `blocked_at`: when the member blocked the bot (a 403 on sending), until they
 *   unblock it.
 * - `telegram_link_tokens`: the single-use links that tie an account to a member, as e-mailed links are kept: the
 *   SHA-256 of a random token, an expiry (15 minutes) and when it was used.
 * - `telegram_poller`: where reading the bot's updates stands, per bot: the next update id to ask for (advanced in the
 *   transaction that handles each update, so a restart neither repeats nor drops one), and which process holds the
 *   poll until when (one process polls at a time: Telegram refuses a second getUpdates of the same bot).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('telegram_links', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().unique().references('id').inTable('users').onDelete('CASCADE');
    t.bigInteger('telegram_user_id').notNullable().unique();
    /** The account's @username without the @, when it has one (as it was when it linked). */
    t.string('username', 64).nullable();
    t.bigInteger('chat_id').notNullable();
    t.timestamp('linked_at', { useTz: true }).notNullable();
    t.timestamp('blocked_at', { useTz: true }).nullable();
  });
  await knex.schema.createTable('telegram_link_tokens', (t) => {
    t.increments('id');
    t.string('token_hash', 64).notNullable().unique();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true }).nullable();
    t.index(['user_id']);
  });
  await knex.schema.createTable('telegram_poller', (t) => {
    /** The bot's id (its token's number): update ids count per bot. */
    t.bigInteger('bot_id').primary();
    t.bigInteger('next_offset').notNullable().defaultTo(0);
    t.string('holder', 64).nullable();
    t.timestamp('held_until', { useTz: true }).nullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('telegram_poller');
  await knex.schema.dropTableIfExists('telegram_link_tokens');
  await knex.schema.dropTableIfExists('telegram_links');
}
