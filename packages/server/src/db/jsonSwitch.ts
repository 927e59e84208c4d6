import type { Knex } from 'knex';
import { isSqlite, type Db } from './knex.js';

/**
 * A condition true unless a JSON text column holds `false` at `path`: a
 * switch left out, or a column left empty, counts as not turned off (its
 * default decides, in code). For narrowing a read in the database before the
 * rule itself is applied to the rows read; never the rule.
 *
 * @param db the database (the engines spell JSON access differently).
 * @param column the column, snake_case, as the database names it.
 * @param path the keys down to the switch.
 */
export function notSwitchedOff(db: Db | Knex.Transaction, column: string, path: readonly string[]): Knex.Raw {
  if (isSqlite(db)) {
    // json_extract gives JSON false as 0, and NULL for a missing key or column.
    return db.raw(`coalesce(json_extract(??, ?), 1) <> 0`, [column, `$.${path.join('.')}`]);
  }
  return db.raw(`coalesce(??::jsonb #>> ?, 'true') <> 'false'`, [column, `{${path.join(',')}}`]);
}
