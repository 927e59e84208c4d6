import type { Knex } from 'knex';

/**
 * What a chain payment received above the price (issue 40): the excess, and
 * what became of it: added to the premium period as days at the plan's daily
 * rate (`extended`, with the days), or kept for a refund by the back office
 * (`refund_due`, then `refunded`). Null on every payment that paid the price
 * exactly, and on claims and cards, which pay the price by construction.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.decimal('excess_amount', 18, 8).nullable();
    t.text('excess_handling').nullable();
    t.decimal('excess_days', 10, 4).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.dropColumn('excess_days');
    t.dropColumn('excess_handling');
    t.dropColumn('excess_amount');
  });
}
