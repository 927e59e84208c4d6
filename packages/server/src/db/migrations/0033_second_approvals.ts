import type { Knex } from 'knex';

/**
 * Two-person money (issue 46). A manual claim worth more than `approval_threshold_usd` stays pending after its first
 * approval, which `first_approved_by`/`_at` keep: the claim is then "awaiting a second approval" (presenters/payment),
 * still covered by the one-waiting-claim index, still superseded by the chain watcher, still rejectable. A second staff
 * member completes it.
 *
 * `comp_approvals`: comped premium worth more than the threshold, asked by one staff member and waiting for another
 * (`decided_*` set once approved or declined; `outcome` says which).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.integer('first_approved_by').nullable().references('id').inTable('users');
    t.timestamp('first_approved_at', { useTz: true }).nullable();
  });
  await knex.schema.createTable('comp_approvals', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('days').notNullable();
    t.string('reason', 200).notNullable();
    t.decimal('worth_usd', 12, 2).notNullable();
    t.integer('requested_by').notNullable().references('id').inTable('users');
    t.timestamp('requested_at', { useTz: true }).notNullable();
    t.integer('decided_by').nullable().references('id').inTable('users');
    t.timestamp('decided_at', { useTz: true }).nullable();
    t.string('outcome', 16).nullable();
    t.index(['decided_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('comp_approvals');
  await knex.schema.alterTable('payments', (t) => {
    t.dropColumn('first_approved_at');
    t.dropColumn('first_approved_by');
  });
}
