import type { Knex } from 'knex';

/**
 * The outbox grows to carry every alert channel (issue 18): a message may
 * wait (`not_before`: a member's quiet hours, or the back-off after a failed
 * attempt), belongs to a preference category (so an e-mail can carry its
 * one-click unsubscribe and a push its tag), and a push carries its JSON
 * payload (built by the presenter that gates REST and sockets; the recipient's
 * devices are read when it is sent, so a device added meanwhile gets it too).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('outbox', (t) => {
    t.timestamp('not_before', { useTz: true }).nullable();
    t.string('category', 24).nullable();
    t.text('payload').nullable();
    // The worker reads pending rows that are due.
    t.index(['status', 'not_before', 'id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('outbox', (t) => {
    t.dropIndex(['status', 'not_before', 'id']);
    t.dropColumn('payload');
    t.dropColumn('category');
    t.dropColumn('not_before');
  });
}
