import type { Knex } from 'knex';

/**
 * Two-factor recovery codes and new-browser alerts (issue 38).
 *
 * `two_factor_recovery_codes`: a member's single-use codes, one row each,
 * only a keyed hash of the code kept (services/recoveryCodes.ts); a row is
 * deleted when its code is used, so the rows left are the codes left. They go
 * with the member, and with two-factor (turned off, cleared by an admin).
 *
 * `users.new_device_sign_in_at` was left empty until an account's first
 * sign-in from a browser without its device cookie, and an empty value meant
 * "this account has never been used from any browser", so no alert. But a
 * sign-up signs in at once and leaves its browser the device cookie: an
 * account used only from the browser it was made in stayed empty, and the
 * first sign-in from anywhere else (a stranger's, quite possibly) was told to
 * nobody. A sign-up now fills it in; the accounts made before are filled in
 * here with when they were made, so every later sign-in from a browser new to
 * them is told.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('two_factor_recovery_codes', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('code_hash', 64).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['user_id']);
  });
  await knex('users').whereNull('new_device_sign_in_at').update({ new_device_sign_in_at: knex.ref('created_at') });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('two_factor_recovery_codes');
}
