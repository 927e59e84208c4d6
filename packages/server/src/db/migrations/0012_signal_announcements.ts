import type { Knex } from 'knex';

/**
 * When a signal was first announced to members (issue 18): a signal saved
 * inactive is announced when an admin activates it, once; switching it off
 * and on again later does not alert everyone a second time. Signals active
 * before this migration were published already and count as announced.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('signals', (t) => {
    t.timestamp('announced_at', { useTz: true }).nullable();
  });
  await knex('signals').where('is_active', true).update({ announced_at: knex.ref('created_at') });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('signals', (t) => {
    t.dropColumn('announced_at');
  });
}
