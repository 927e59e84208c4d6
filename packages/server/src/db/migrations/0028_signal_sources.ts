import type { Knex } from 'knex';

/**
 * Signals in from webhooks (issue 44).
 *
 * `signal_sources`: where a TradingView alert or a bot posts. `token` is the hook URL's last segment (not a secret
 * on its own: it names the source); `secret` is sealed (services/secretBox.ts) since the hook must read it back to
 * check an HMAC. A deleted source keeps its row (`deleted_at`) so its deliveries and drafts keep their source's name;
 * its URL answers 404. `last_refusal_*`: the latest request refused before it became a delivery (a wrong signature,
 * an old timestamp), which the sender's tool never shows.
 *
 * `signal_deliveries`: every delivery that passed the hook's checks, with what became of it. `dedupe_key` is the
 * SHA-256 of the sender's `id` (or of the body without one); it is unique per source, so two copies of one alert
 * sent at once make one delivery on either database; after 24 hours a new delivery takes the key over (the old
 * row's key is cleared). `signal_values` holds the signal a draft reads as (JSON), `signal_id` the one it became.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('signal_sources', (t) => {
    t.increments('id');
    t.string('name', 60).notNullable();
    t.string('token', 64).notNullable().unique();
    t.text('secret').notNullable();
    t.string('mode', 16).notNullable();
    t.boolean('is_premium').notNullable().defaultTo(false);
    t.integer('max_lag_seconds').notNullable();
    t.text('allowed_ips').notNullable().defaultTo('[]');
    t.integer('created_by').notNullable().references('id').inTable('users');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('deleted_at', { useTz: true }).nullable();
    t.timestamp('last_delivery_at', { useTz: true }).nullable();
    t.timestamp('last_refusal_at', { useTz: true }).nullable();
    t.text('last_refusal_reason').nullable();
  });
  await knex.schema.createTable('signal_deliveries', (t) => {
    t.increments('id');
    t.integer('source_id').notNullable().references('id').inTable('signal_sources').onDelete('CASCADE');
    t.timestamp('received_at', { useTz: true }).notNullable();
    t.string('status', 16).notNullable();
    t.text('reason').nullable();
    t.string('dedupe_key', 64).nullable();
    t.text('body').notNullable();
    t.text('signal_values').nullable();
    t.text('note').nullable();
    t.integer('signal_id').nullable().references('id').inTable('signals').onDelete('SET NULL');
    t.integer('decided_by').nullable().references('id').inTable('users');
    t.timestamp('decided_at', { useTz: true }).nullable();
    t.unique(['source_id', 'dedupe_key']);
    t.index(['source_id', 'id']);
    t.index(['status', 'id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('signal_deliveries');
  await knex.schema.dropTableIfExists('signal_sources');
}
