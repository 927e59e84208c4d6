import type { Knex } from 'knex';

/**
 * Canned replies (issue 46): answers support writes once and inserts into a ticket's response, filled for the
 * ticket's member (`{{username}}`, `{{plan}}`, ...). `language` is the language the reply is written in, so the
 * Respond dialog offers the member's language first. `created_by` keeps who wrote it; a staff member who leaves keeps
 * their replies for the team (no cascade: accounts are not deleted).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('canned_replies', (t) => {
    t.increments('id');
    t.string('title', 80).notNullable();
    t.text('body').notNullable();
    t.string('language', 8).notNullable();
    t.integer('created_by').nullable().references('id').inTable('users');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['language', 'title']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('canned_replies');
}
