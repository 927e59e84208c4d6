import Database from 'better-sqlite3';
import { knexSnakeCaseMappers } from 'objection';
import { clientOf, isSqlite, type Db } from './knex.js';
import { Session, User } from './models/index.js';

/** Reads the signed-in user's row for every API request (loadViewer), and a socket's session at its handshake. */
export interface ViewerReader {
  findById(id: number): Promise<User | undefined>;
  /** A session by its key's hash: every socket's handshake, thousands at once when a restart brings them back. */
  findSession(id: string): Promise<Session | undefined>;
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
    return {
      findById: async (id) => await User.query(db).findById(id),
      findSession: async (id) => await Session.query(db).findById(id),
      close: () => undefined,
    };
  }
  const { filename } = clientOf(db).config.connection as { filename: string };
  let connection: Database.Database | null = null;
  // Opened on first use: the tables exist only once migrations have run.
  const opened = () => (connection ??= new Database(filename, { readonly: true, fileMustExist: true }));
  const readUser = rowReader(opened, 'users', (row) => User.fromDatabaseJson(row));
  const readSession = rowReader(opened, 'sessions', (row) => Session.fromDatabaseJson(row));
  return {
    // A throw (a broken file) becomes a rejection, as from any async reader.
    findById: (id) => new Promise((resolve) => resolve(readUser.read(id))),
    findSession: (id) => new Promise((resolve) => resolve(readSession.read(id))),
    close() {
      readUser.reset();
      readSession.reset();
      connection?.close();
      connection = null;
    },
  };
}

/** One prepared `SELECT * FROM table WHERE id = ?`, its rows made into models by `toModel`; synchronous, as better-sqlite3 is. */
function rowReader<T>(connection: () => Database.Database, table: string, toModel: (row: Record<string, unknown>) => T) {
  let select: Database.Statement<[number | string], unknown[]> | null = null;
  /** The statement's columns as the models name them (user_id → userId), mapped once by Knex's own mapper. */
  let properties: string[] = [];
  return {
    read(id: number | string): T | undefined {
      if (!select) {
        // Rows as arrays: better-sqlite3 building an object per row was half the cost of the read.
        select = connection().prepare<[number | string], unknown[]>(`SELECT * FROM ${table} WHERE id = ?`).raw(true);
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
      return toModel(row);
    },
    reset() {
      select = null;
    },
  };
}
