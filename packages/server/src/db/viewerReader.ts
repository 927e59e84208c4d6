import Database from 'better-sqlite3';
import { knexSnakeCaseMappers } from 'objection';
import { clientOf, isSqlite, type Db } from './knex.js';
import { User } from './models/index.js';

/** Reads the signed-in user's row for every API request (loadViewer). */
export interface ViewerReader {
  findById(id: number): Promise<User | undefined>;
  /** Closes what the reader opened (before the database itself is closed). */
  close(): void;
}

// Objection's mapper builds these as closures: taking one out of the object is safe.
const { postProcessResponse } = knexSnakeCaseMappers() as { postProcessResponse: (result: unknown) => unknown };

/**
 * Every API request reads its user afresh (a ban or a premium change counts
 * on the very next request), which through Knex and Objection meant building
 * and preparing the same SELECT each time: a third of the CPU of a cached
 * signal list request (bench/api). On SQLite the reader keeps one prepared
 * statement on a read-only connection of its own. In WAL mode that connection
 * sees every committed write at once, never a transaction still open on the
 * main connection, and never waits for one. On PostgreSQL, Knex as usual.
 */
export function createViewerReader(db: Db): ViewerReader {
  if (!isSqlite(db)) {
    return { findById: async (id) => await User.query(db).findById(id), close: () => undefined };
  }
  const { filename } = clientOf(db).config.connection as { filename: string };
  let connection: Database.Database | null = null;
  let select: Database.Statement<[number], unknown[]> | null = null;
  /** The statement's columns as the models name them (user_id → userId), mapped once by Knex's own mapper. */
  let properties: string[] = [];
  return {
    findById(id) {
      // A throw (a broken file) becomes a rejection, as from any async reader.
      return new Promise((resolve) => resolve(readUser(id)));
    },
    close() {
      connection?.close();
      connection = null;
      select = null;
    },
  };

  /** Synchronous, as better-sqlite3 is: findById wraps it in the promise the interface promises. */
  function readUser(id: number): User | undefined {
    if (!select) {
      // Opened on first use: the users table exists only once migrations have run.
      connection ??= new Database(filename, { readonly: true, fileMustExist: true });
      // Rows as arrays: better-sqlite3 building an object per row was half the cost of the read.
      select = connection.prepare<[number], unknown[]>('SELECT * FROM users WHERE id = ?').raw(true);
      const named = postProcessResponse(Object.fromEntries(select.columns().map((column) => [column.name, null])));
      properties = Object.keys(named as Record<string, unknown>);
    }
    const values = select.get(id);
    if (!values) {
      return undefined;
    }
    const row: Record<string, unknown> = {};
    properties.forEach((property, index) => {
      row[property] = values[index];
    });
    return User.fromDatabaseJson(row);
  }
}
