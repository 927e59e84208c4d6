import type { Knex } from 'knex';

/**
 * Telegram's sending limits, kept where every process sees them (issue 43): 1 message a second to one private chat,
 * 20 a minute to one group or channel, 30 a second in all. `telegram_pacing` holds, per key (a chat, or `all`), the
 * earliest time the next message may go, in milliseconds since the epoch; a sender takes a slot by moving it on with a
 * compare-and-set, so two processes never take the same one and a restart keeps the pace. A 429's retry_after moves
 * its chat's time on too. The messages themselves are outbox rows of the channel `telegram`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('telegram_pacing', (t) => {
    t.string('key', 32).primary();
    t.bigInteger('next_at').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('telegram_pacing');
}
