import type { Knex } from 'knex';

/** How long a session lasted when this migration was written (app.ts): a session row expires this long after it was last written. */
const SESSION_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * When a member was last seen (issue 46: a segment's "last seen within N days"). Sessions cannot answer it: a sign-out
 * deletes the row, a ban or a password change takes the member off it, expired rows are purged, and a row is only
 * rewritten when half its life is gone. From now on each signed-in request keeps the column to the hour
 * (http/lastSeen.ts); until a member comes back, the best the sessions still tell: the latest of a row's creation and
 * its last renewal (its expiry less the session's life).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('last_seen_at', { useTz: true }).nullable();
    t.index(['last_seen_at']);
  });
  const rows = await knex('sessions')
    .whereNotNull('user_id')
    .groupBy('user_id')
    .select<Array<{ member: number; created: unknown; expires: unknown }>>('user_id as member', knex.raw('max(created_at) as created'), knex.raw('max(expires_at) as expires'));
  for (const row of rows) {
    const written = Math.max(instant(row.created), instant(row.expires) - SESSION_MAX_AGE_MS);
    await knex('users').where('id', row.member).update({ last_seen_at: new Date(Math.min(written, Date.now())) });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropIndex(['last_seen_at']);
    t.dropColumn('last_seen_at');
  });
}

/** SQLite hands back epoch milliseconds, PostgreSQL a Date. */
function instant(value: unknown): number {
  if (value instanceof Date) {
    return value.getTime();
  }
  return typeof value === 'number' ? value : new Date(String(value)).getTime();
}
