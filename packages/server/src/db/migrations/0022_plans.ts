import type { Knex } from 'knex';

/**
 * Plans, quotes, promo codes, trials, comped periods and cancellation reasons (issue 42).
 *
 * - `plans`: what a member can buy. A plan once bought is never repriced in place: a new row takes its code, the old
 *   one is deactivated, so every payment and quote keeps what it bought. At most one active plan per code. Every
 *   install has the `monthly` plan, priced from the `premium_subscription_price` setting (the two are one value).
 * - `payment_quotes`: what the next payment of a member buys, fixed for a while (plan, discount, exact token amount).
 * - `promo_codes` and `promo_redemptions`: a redemption is counted when a payment settles, by a conditional update of
 *   `redemptions`; `once_key` is the member's id for a once-per-member code (unique per code), else null.
 * - `trial_keys`: the member, their verified phone and their wallets that took a trial, one row each, unique: a
 *   second trial for any of them collides.
 * - `subscriptions` gain their kind (paid, trial, comped), plan and months: one row per period, chained end to start,
 *   which is what the revenue figures read. `payments` gain the quote, plan, promo code and discount.
 * - `users` gain the kind of the period running now and, when a grace period applies, when access really ends;
 *   `subscription_reminder_stage` is the last reminder sent for `subscription_reminder_for` (7, 3, 1 or 0 days).
 * - `cancellations`: why members cancelled.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('plans', (t) => {
    t.increments('id');
    t.string('code', 40).notNullable();
    t.string('name', 80).notNullable();
    t.integer('months').unsigned().notNullable();
    t.decimal('price_usd', 18, 2).notNullable();
    t.integer('trial_days').unsigned().notNullable().defaultTo(0);
    t.boolean('is_active').notNullable().defaultTo(true);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['code']);
  });
  // One active plan per code: a repricing deactivates the old row before it inserts the new one.
  await knex.raw('CREATE UNIQUE INDEX plans_active_code ON plans (code) WHERE is_active');

  const now = new Date();
  const priceRow = (await knex('system_settings').where('key', 'premium_subscription_price').first()) as { value?: string } | undefined;
  const price = Number(priceRow?.value ?? '60');
  await knex('plans').insert({ code: 'monthly', name: 'Monthly', months: 1, price_usd: Number.isFinite(price) && price > 0 ? price : 60, trial_days: 0, is_active: true, created_at: now, updated_at: now });

  await knex.schema.createTable('promo_codes', (t) => {
    t.increments('id');
    t.string('code', 40).notNullable();
    /** The code in lower case: codes are case-insensitive. */
    t.string('code_key', 40).notNullable().unique();
    t.decimal('percent_off', 5, 2).nullable();
    t.decimal('amount_off_usd', 18, 2).nullable();
    /** JSON array of plan ids, or null for every plan. */
    t.text('plan_ids').nullable();
    t.timestamp('expires_at', { useTz: true }).nullable();
    t.integer('max_redemptions').unsigned().nullable();
    t.integer('redemptions').unsigned().notNullable().defaultTo(0);
    t.boolean('new_members_only').notNullable().defaultTo(false);
    t.boolean('once_per_member').notNullable().defaultTo(true);
    t.boolean('is_active').notNullable().defaultTo(true);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });

  await knex.schema.createTable('payment_quotes', (t) => {
    t.increments('id');
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.integer('plan_id').unsigned().notNullable().references('plans.id').onDelete('RESTRICT');
    t.integer('promo_code_id').unsigned().nullable().references('promo_codes.id').onDelete('SET NULL');
    t.integer('months').unsigned().notNullable();
    t.decimal('price_usd', 18, 2).notNullable();
    t.decimal('discount_usd', 18, 2).notNullable().defaultTo(0);
    t.decimal('amount_usd', 18, 2).notNullable();
    /** Whole tokens as exact decimal text, at most six decimals. */
    t.string('amount_token', 40).notNullable();
    t.string('token', 10).notNullable();
    t.string('network', 10).notNullable();
    /** open, settled (a payment used it), replaced (a newer quote took its place). */
    t.string('status', 16).notNullable();
    t.integer('payment_id').unsigned().nullable().references('payments.id').onDelete('SET NULL');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['user_id', 'status']);
  });

  await knex.schema.createTable('promo_redemptions', (t) => {
    t.increments('id');
    t.integer('promo_code_id').unsigned().notNullable().references('promo_codes.id').onDelete('CASCADE');
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.integer('payment_id').unsigned().notNullable().references('payments.id').onDelete('CASCADE');
    /** The member's id when the code is once per member; null otherwise. */
    t.integer('once_key').unsigned().nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.unique(['promo_code_id', 'once_key']);
    t.unique(['payment_id']);
  });

  await knex.schema.createTable('trial_keys', (t) => {
    /** `user:{id}`, `phone:{E.164}` or `wallet:{network}:{address}`. */
    t.string('key', 200).primary();
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.integer('plan_id').unsigned().notNullable().references('plans.id').onDelete('RESTRICT');
    t.timestamp('created_at', { useTz: true }).notNullable();
  });

  await knex.schema.createTable('cancellations', (t) => {
    t.increments('id');
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.string('reason', 40).notNullable();
    t.string('comment', 1000).nullable();
    /** The kind of period cancelled (paid, trial, comped). */
    t.string('kind', 16).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['created_at']);
  });

  await knex.schema.alterTable('subscriptions', (t) => {
    t.string('kind', 16).notNullable().defaultTo('paid');
    t.integer('plan_id').unsigned().nullable().references('plans.id').onDelete('SET NULL');
    t.integer('months').unsigned().notNullable().defaultTo(1);
    /**
     * From when a period counts in MRR: its start, except for a paid period bought during a trial or a comped period,
     * which counts from its payment: the member converted then, though the paid days follow the trial's.
     */
    t.timestamp('mrr_from', { useTz: true }).nullable();
  });
  await knex('subscriptions').update({ mrr_from: knex.ref('start_date') });
  // A trial or a comped period was paid with nothing.
  await knex.schema.alterTable('subscriptions', (t) => {
    t.string('payment_method', 16).nullable().alter();
  });
  await knex.schema.alterTable('payments', (t) => {
    t.integer('plan_id').unsigned().nullable().references('plans.id').onDelete('SET NULL');
    t.integer('quote_id').unsigned().nullable();
    t.string('promo_code', 40).nullable();
    t.decimal('discount_usd', 18, 2).notNullable().defaultTo(0);
  });
  await knex.schema.alterTable('chain_transfers', (t) => {
    t.integer('quote_id').unsigned().nullable();
  });
  await knex.schema.alterTable('users', (t) => {
    t.string('premium_kind', 16).nullable();
    t.timestamp('grace_end_date', { useTz: true }).nullable();
    t.integer('subscription_reminder_stage').nullable();
  });
  const monthly = (await knex('plans').where('code', 'monthly').first()) as { id: number };
  await knex('subscriptions').update({ plan_id: monthly.id });
  await knex('payments').update({ plan_id: monthly.id });
  await knex('users').where('is_premium', true).update({ premium_kind: 'paid' });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('chain_transfers', (t) => {
    t.dropColumn('quote_id');
  });
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('subscription_reminder_stage');
    t.dropColumn('grace_end_date');
    t.dropColumn('premium_kind');
  });
  await knex.schema.alterTable('payments', (t) => {
    t.dropColumn('discount_usd');
    t.dropColumn('promo_code');
    t.dropColumn('quote_id');
    t.dropColumn('plan_id');
  });
  await knex.schema.alterTable('subscriptions', (t) => {
    t.dropColumn('mrr_from');
    t.dropColumn('months');
    t.dropColumn('plan_id');
    t.dropColumn('kind');
  });
  await knex.schema.dropTableIfExists('cancellations');
  await knex.schema.dropTableIfExists('trial_keys');
  await knex.schema.dropTableIfExists('promo_redemptions');
  await knex.schema.dropTableIfExists('payment_quotes');
  await knex.schema.dropTableIfExists('promo_codes');
  await knex.schema.dropTableIfExists('plans');
}
