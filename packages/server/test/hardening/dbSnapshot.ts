import { createHash } from 'node:crypto';
import { isSqlite, type Db } from '../../src/db/knex.js';

/**
 * Tables left out of a snapshot: the session store (ending a banned member's
 * session on their next request is a deliberate write of any method), the
 * signal log's signed heads (a worker signs the log as it stands on its own
 * timer; a forged write that reached the log shows in `signal_log` itself) and
 * the migration bookkeeping.
 */
const SKIPPED = new Set(['sessions', 'signal_log_heads', 'knex_migrations', 'knex_migrations_lock']);

/** The names of the app's tables, on SQLite or in the PostgreSQL schema in use. */
async function tableNames(db: Db): Promise<string[]> {
  if (isSqlite(db)) {
    const rows = await db.raw<Array<{ name: string }>>("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'");
    return rows.map((row) => row.name);
  }
  const rows = await db.raw<{ rows: Array<{ name: string }> }>('select table_name as name from information_schema.tables where table_schema = current_schema()');
  return rows.rows.map((row) => row.name);
}

/** One fingerprint per table of every row in it: equal snapshots mean nothing was written. */
export async function snapshotDatabase(db: Db): Promise<Record<string, string>> {
  const snapshot: Record<string, string> = {};
  for (const table of (await tableNames(db)).filter((name) => !SKIPPED.has(name)).sort()) {
    // Raw names: the snake-case mappers would otherwise rewrite them.
    const rows = (await db.raw(`select * from "${table}" order by 1`)) as unknown;
    const list = isSqlite(db) ? rows : (rows as { rows: unknown }).rows;
    snapshot[table] = createHash('sha256').update(JSON.stringify(list)).digest('hex');
  }
  return snapshot;
}

/** The tables whose rows differ between two snapshots. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((table) => before[table] !== after[table]);
}
