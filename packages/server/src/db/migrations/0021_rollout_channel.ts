import type { Knex } from 'knex';

/**
 * An alert to every member is queued as one outbox row whose worker writes the members' rows (services/alerts/
 * rollout.ts). Its channel was called 'fanout', the name the live channel's socket writes also go by; it is now
 * 'rollout', so each word names one thing (issue 41). Rows still pending go on under the new name.
 */
export async function up(knex: Knex): Promise<void> {
  await knex('outbox').where('channel', 'fanout').update({ channel: 'rollout' });
}

export async function down(knex: Knex): Promise<void> {
  await knex('outbox').where('channel', 'rollout').update({ channel: 'fanout' });
}
