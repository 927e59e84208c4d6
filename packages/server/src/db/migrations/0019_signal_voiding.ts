import type { Knex } from 'knex';

/**
 * Voiding (issue 38): a published signal an admin deletes is kept, its
 * outcome `voided`, so the record cannot be cleaned by deleting what went
 * wrong. Why a signal was cancelled or voided is public: the signal keeps it
 * for the lists and the record (`close_reason`), and its closing event for
 * the timeline (`reason`). Added columns only: the event table's append-only
 * triggers stay as 0007 made them (SQLite adds a nullable column in place).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('signals', (t) => {
    t.text('close_reason').nullable();
  });
  await knex.schema.alterTable('signal_events', (t) => {
    t.text('reason').nullable();
  });
  // The record now counts announced signals only (a draft was never shown). Until now every signal was in the
  // members' lists, so one that has ended was seen: it stays in the record. Open drafts remain drafts.
  await knex('signals').whereNull('announced_at').whereNot('outcome', 'open').update({ announced_at: knex.ref('created_at') });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('signal_events', (t) => {
    t.dropColumn('reason');
  });
  await knex.schema.alterTable('signals', (t) => {
    t.dropColumn('close_reason');
  });
}
