import type { Knex } from 'knex';
import { isSqlite, type Db } from '../db/knex.js';

/**
 * The UTC calendar month ('YYYY-MM') of a timestamp column, in SQL. The one
 * place the dialects differ for it: SQLite keeps timestamps as epoch
 * milliseconds, PostgreSQL as timestamptz.
 *
 * @param db the database whose dialect decides the expression.
 * @param column the snake_case column name (a trusted identifier, quoted by Knex).
 */
export function utcMonthOf(db: Db, column: string): Knex.Raw {
  return isSqlite(db) ? db.raw("strftime('%Y-%m', ?? / 1000, 'unixepoch')", [column]) : db.raw("to_char(?? at time zone 'UTC', 'YYYY-MM')", [column]);
}
