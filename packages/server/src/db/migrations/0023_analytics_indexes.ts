import type { Knex } from 'knex';

/**
 * Indexes for the revenue figures (queries/revenueAnalytics.ts, issue 42), which read every premium period and payment
 * of a range at 100,000 members and 300,000 payments (bench/analytics):
 *
 * - periods by kind and end, and by kind and start, carrying what the figures add up (member, amount, months), so MRR
 *   at an instant, churn and new or returning members of a month are range scans of one index, never of the table;
 * - each member's periods in order, with what they add up too (SQLite prefers any covering index to a search that is
 *   not), for "did a paid period of this member run on from this end / before this start" and a member's first period;
 * - payments by status and creation, and by status and review (carrying who reviewed, the method and the claim's
 *   time, for the approval delays): the funnel of a range.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('subscriptions', (t) => {
    t.index(['kind', 'end_date', 'mrr_from', 'user_id', 'amount', 'months'], 'subscriptions_kind_end');
    t.index(['kind', 'start_date', 'end_date', 'user_id', 'amount', 'months'], 'subscriptions_kind_start');
    t.index(['user_id', 'kind', 'start_date', 'end_date', 'mrr_from', 'amount', 'months'], 'subscriptions_member_periods');
  });
  await knex.schema.alterTable('payments', (t) => {
    t.index(['status', 'created_at'], 'payments_status_created');
    t.index(['status', 'reviewed_at', 'reviewed_by', 'payment_method', 'created_at'], 'payments_status_reviewed');
  });
  await knex.schema.alterTable('payment_quotes', (t) => {
    t.index(['created_at'], 'payment_quotes_created');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payment_quotes', (t) => {
    t.dropIndex(['created_at'], 'payment_quotes_created');
  });
  await knex.schema.alterTable('payments', (t) => {
    t.dropIndex(['status', 'reviewed_at', 'reviewed_by', 'payment_method', 'created_at'], 'payments_status_reviewed');
    t.dropIndex(['status', 'created_at'], 'payments_status_created');
  });
  await knex.schema.alterTable('subscriptions', (t) => {
    t.dropIndex(['user_id', 'kind', 'start_date', 'end_date', 'mrr_from', 'amount', 'months'], 'subscriptions_member_periods');
    t.dropIndex(['kind', 'start_date', 'end_date', 'user_id', 'amount', 'months'], 'subscriptions_kind_start');
    t.dropIndex(['kind', 'end_date', 'mrr_from', 'user_id', 'amount', 'months'], 'subscriptions_kind_end');
  });
}
