import type { Knex } from 'knex';

/**
 * Signals posted to the Telegram chats (issue 43): one row per signal and chat, holding what the post should say and
 * what Telegram shows, so the bot edits a post only when its words changed (an edit that changes nothing is a 400).
 *
 * - `text`: the post as the signal now stands, presented for the chat's readers; `signal_updated_at` is the signal's
 *   `updated_at` it was written from, so a pass finds the posts whose signal changed since.
 * - `message_id` and `sent_text`: the message Telegram holds and its words, once sent; null until then.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('telegram_posts', (t) => {
    t.increments('id');
    t.integer('signal_id').notNullable().references('id').inTable('signals').onDelete('CASCADE');
    t.bigInteger('chat_id').notNullable();
    t.string('audience', 16).notNullable();
    t.text('text').notNullable();
    t.timestamp('signal_updated_at', { useTz: true }).notNullable();
    t.bigInteger('message_id').nullable();
    t.text('sent_text').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.unique(['signal_id', 'chat_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('telegram_posts');
}
