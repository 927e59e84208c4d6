import type { Knex } from 'knex';

/**
 * Every table of both specs, plus what the server needs: sessions it can
 * revoke, per-user read state of notifications sent to everyone, payments with
 * a unique transaction id, an outbox for e-mail and SMS, and an append-only
 * audit log. Timestamps are written by the application (UTC).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.increments('id');
    t.string('username', 32).notNullable();
    t.string('email', 254).notNullable();
    t.string('password_hash', 255).notNullable();
    t.string('phone_number', 24).nullable();
    t.boolean('is_premium').notNullable().defaultTo(false);
    t.boolean('is_admin').notNullable().defaultTo(false);
    t.boolean('is_banned').notNullable().defaultTo(false);
    t.timestamp('subscription_end_date', { useTz: true }).nullable();
    t.string('language', 8).notNullable().defaultTo('en');
    t.text('notification_preferences').nullable();
    t.string('totp_secret', 64).nullable();
    t.boolean('totp_enabled').notNullable().defaultTo(false);
    /** The last TOTP time step accepted, so a code cannot be replayed. */
    t.bigInteger('totp_last_step').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['created_at']);
    t.index(['is_premium', 'subscription_end_date']);
  });
  // Case-insensitive uniqueness: "Alice" and "alice" are the same account.
  await knex.raw('CREATE UNIQUE INDEX users_username_lower_unique ON users (lower(username))');
  await knex.raw('CREATE UNIQUE INDEX users_email_lower_unique ON users (lower(email))');

  await knex.schema.createTable('sessions', (t) => {
    /** SHA-256 of the cookie's session key: a copy of the table does not yield live cookies. */
    t.string('id', 64).primary();
    t.integer('user_id').unsigned().nullable().references('users.id').onDelete('CASCADE');
    t.text('data').notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['user_id']);
    t.index(['expires_at']);
  });

  await knex.schema.createTable('signals', (t) => {
    t.increments('id');
    t.string('pair', 20).notNullable();
    t.string('signal_type', 16).notNullable().defaultTo('arbitrage');
    t.double('profit_percentage').notNullable();
    t.boolean('is_premium').notNullable().defaultTo(false);
    t.boolean('is_active').notNullable().defaultTo(true);
    t.string('buy_exchange', 40).nullable();
    t.string('sell_exchange', 40).nullable();
    t.double('buy_price').nullable();
    t.double('sell_price').nullable();
    t.double('entry_price').nullable();
    t.double('take_profit1').nullable();
    t.double('take_profit2').nullable();
    t.double('stop_loss').nullable();
    t.string('direction', 8).nullable();
    t.string('exchange', 40).nullable();
    t.integer('leverage').nullable();
    t.string('contract_type', 16).nullable();
    t.integer('created_by').unsigned().nullable().references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).nullable();
    t.index(['created_at']);
    t.index(['is_premium', 'id']);
    t.index(['signal_type', 'id']);
  });

  await knex.schema.createTable('notifications', (t) => {
    t.increments('id');
    /** Null: sent to everyone. */
    t.integer('user_id').unsigned().nullable().references('users.id').onDelete('CASCADE');
    t.string('title', 200).notNullable();
    t.text('message').notNullable();
    t.string('type', 16).notNullable().defaultTo('general');
    t.boolean('is_important').notNullable().defaultTo(false);
    t.integer('created_by').unsigned().nullable().references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['user_id', 'id']);
  });

  await knex.schema.createTable('notification_reads', (t) => {
    t.integer('notification_id').unsigned().notNullable().references('notifications.id').onDelete('CASCADE');
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.timestamp('read_at', { useTz: true }).notNullable();
    t.primary(['notification_id', 'user_id']);
    t.index(['user_id']);
  });

  // Money records outlive nothing: a user with payments or subscriptions cannot be deleted.
  await knex.schema.createTable('subscriptions', (t) => {
    t.increments('id');
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('RESTRICT');
    t.timestamp('start_date', { useTz: true }).notNullable();
    t.timestamp('end_date', { useTz: true }).notNullable();
    t.decimal('amount', 18, 8).notNullable();
    t.string('status', 16).notNullable().defaultTo('active');
    t.string('payment_method', 16).notNullable().defaultTo('card');
    t.string('payment_intent', 255).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['user_id', 'status']);
  });

  await knex.schema.createTable('payments', (t) => {
    t.increments('id');
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('RESTRICT');
    t.decimal('amount', 18, 8).notNullable();
    t.string('currency', 8).notNullable();
    t.string('payment_method', 16).notNullable();
    t.string('transaction_id', 100).notNullable().unique();
    t.string('status', 16).notNullable().defaultTo('pending');
    t.string('reject_reason', 500).nullable();
    t.integer('reviewed_by').unsigned().nullable().references('users.id').onDelete('SET NULL');
    t.timestamp('reviewed_at', { useTz: true }).nullable();
    t.integer('subscription_id').unsigned().nullable().references('subscriptions.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['status', 'id']);
    t.index(['user_id', 'id']);
  });

  await knex.schema.createTable('support_tickets', (t) => {
    t.increments('id');
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.string('subject', 200).notNullable();
    t.text('message').notNullable();
    t.string('status', 20).notNullable().defaultTo('open');
    t.string('priority', 10).notNullable().defaultTo('medium');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['user_id', 'id']);
    t.index(['status', 'id']);
  });

  await knex.schema.createTable('ticket_responses', (t) => {
    t.increments('id');
    t.integer('ticket_id').unsigned().notNullable().references('support_tickets.id').onDelete('CASCADE');
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.text('message').notNullable();
    t.boolean('is_from_admin').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['ticket_id', 'id']);
  });

  await knex.schema.createTable('system_settings', (t) => {
    t.increments('id');
    t.string('key', 64).notNullable().unique();
    t.text('value').notNullable();
    t.string('description', 300).notNullable().defaultTo('');
    t.string('group', 32).notNullable().defaultTo('general');
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });

  await knex.schema.createTable('wallets', (t) => {
    t.increments('id');
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.string('name', 60).notNullable();
    t.string('wallet_address', 128).notNullable();
    t.string('network', 40).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['user_id']);
  });

  await knex.schema.createTable('news', (t) => {
    t.increments('id');
    t.string('title', 200).notNullable();
    t.text('content').notNullable();
    t.string('image_url', 2000).nullable();
    t.string('video_url', 2000).nullable();
    t.string('external_url', 2000).nullable();
    t.boolean('is_published').notNullable().defaultTo(true);
    t.timestamp('published_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['is_published', 'published_at']);
  });

  await knex.schema.createTable('airdrops', (t) => {
    t.increments('id');
    t.string('title', 200).notNullable();
    t.text('description').notNullable();
    t.string('project_name', 100).notNullable();
    t.string('token_symbol', 20).notNullable();
    t.string('image_url', 2000).nullable();
    t.string('website_url', 2000).nullable();
    t.string('registration_url', 2000).notNullable();
    t.timestamp('end_date', { useTz: true }).notNullable();
    t.double('value').nullable();
    t.boolean('is_active').notNullable().defaultTo(true);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['is_active', 'id']);
  });

  await knex.schema.createTable('outbox', (t) => {
    t.increments('id');
    t.string('channel', 8).notNullable();
    t.integer('user_id').unsigned().nullable().references('users.id').onDelete('SET NULL');
    t.integer('notification_id').unsigned().nullable().references('notifications.id').onDelete('SET NULL');
    t.string('recipient', 254).notNullable();
    t.string('subject', 200).nullable();
    t.text('body').notNullable();
    /** pending, sent, failed or not_sent (no provider configured, or the recipient opted out). */
    t.string('status', 16).notNullable().defaultTo('pending');
    t.string('reason', 500).nullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('sent_at', { useTz: true }).nullable();
    t.index(['status', 'id']);
  });

  await knex.schema.createTable('audit_log', (t) => {
    t.increments('id');
    t.integer('actor_id').unsigned().nullable().references('users.id').onDelete('RESTRICT');
    t.string('action', 64).notNullable();
    t.string('entity_type', 32).notNullable();
    t.integer('entity_id').nullable();
    t.text('before').nullable();
    t.text('after').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['entity_type', 'id']);
    t.index(['created_at']);
  });
  await makeAuditLogAppendOnly(knex);
}

/** The audit trail is evidence: the database itself refuses to change or remove a row. */
async function makeAuditLogAppendOnly(knex: Knex): Promise<void> {
  if (knex.client.config.client === 'better-sqlite3') {
    await knex.raw(`CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`);
    await knex.raw(`CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`);
    return;
  }
  await knex.raw(`CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger AS $$
    BEGIN RAISE EXCEPTION 'audit_log is append-only'; END; $$ LANGUAGE plpgsql`);
  await knex.raw(`CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`);
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'audit_log',
    'outbox',
    'airdrops',
    'news',
    'wallets',
    'system_settings',
    'ticket_responses',
    'support_tickets',
    'payments',
    'subscriptions',
    'notification_reads',
    'notifications',
    'signals',
    'sessions',
    'users',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
  if (knex.client.config.client !== 'better-sqlite3') {
    await knex.raw('DROP FUNCTION IF EXISTS audit_log_append_only()');
  }
}
