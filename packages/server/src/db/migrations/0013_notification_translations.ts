import type { Knex } from 'knex';

/**
 * A bell row the system writes for a whole readership (a published signal, an
 * article) keeps its words in every language the app speaks (issue 19): one
 * row serves members who read different languages, and each reads it in
 * theirs. Null for rows written for one reader, already in their language, and
 * for an admin's message, shown as the admin wrote it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('notifications', (t) => {
    t.text('translations').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('notifications', (t) => {
    t.dropColumn('translations');
  });
}
