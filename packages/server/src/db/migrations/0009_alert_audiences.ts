import type { Knex } from 'knex';

/**
 * The bell's alerts and the member's quiet hours (issue 18).
 *
 * A signal alert is one notification row per audience, not one per member:
 * `audience` names who reads it ('premium': premium members and admins, shown
 * the full text; 'members': everyone else, shown the teaser; null: the row's
 * user, or everyone when it has none). `category` is the preference category
 * (NotificationCategory) a reader must keep in the app to see it; null for an
 * admin's message, which everyone addressed sees.
 *
 * On the user: `quiet_hours` (JSON `{ start, end, timeZone }`, null for none),
 * `subscription_reminder_for`, the subscription end the "ends in 3 days"
 * reminder was sent for, so each period's reminder goes once, and
 * `new_device_sign_in_at`, when the account last signed in from a browser
 * new to it: a sign-in from a new browser is worth an alert only once the
 * account has one (an account's very first sign-in is not a stranger's).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('notifications', (t) => {
    t.string('category', 24).nullable();
    t.string('audience', 16).nullable();
    t.index(['audience', 'id']);
  });
  await knex.schema.alterTable('users', (t) => {
    t.text('quiet_hours').nullable();
    t.timestamp('subscription_reminder_for', { useTz: true }).nullable();
    t.timestamp('new_device_sign_in_at', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('new_device_sign_in_at');
    t.dropColumn('subscription_reminder_for');
    t.dropColumn('quiet_hours');
  });
  await knex.schema.alterTable('notifications', (t) => {
    t.dropIndex(['audience', 'id']);
    t.dropColumn('audience');
    t.dropColumn('category');
  });
}
