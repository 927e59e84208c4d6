import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { knexSnakeCaseMappers } from 'objection';
import { privateFile, privateFolder } from '../services/privateFiles.js';
import { migrationSource } from './migrations/index.js';

export type Db = Knex;

/** The parts of Knex's client this code reads; Knex types `db.client` as any. */
interface KnexClient {
  config: Knex.Config;
  acquireConnection(): Promise<unknown>;
  releaseConnection(connection: unknown): Promise<void>;
}

/** `db.client`, typed as far as we use it. */
export function clientOf(db: Db): KnexClient {
  return db.client as KnexClient;
}

/** How long a write waits for SQLite's lock before giving up. */
const BUSY_TIMEOUT_MS = 5000;

export interface DbOptions {
  dataDir: string;
  databaseUrl: string | null;
  /** PostgreSQL only: the schema tables live in. */
  databaseSchema?: string;
}

/**
 * Opens the database: PostgreSQL when a URL is given, else the SQLite file in
 * the data folder, in WAL mode with foreign keys enforced.
 */
export function openDatabase({ dataDir, databaseUrl, databaseSchema = 'public' }: DbOptions): Db {
  if (databaseUrl) {
    return knexFactory({
      client: 'pg',
      connection: databaseUrl,
      searchPath: [databaseSchema],
      pool: { min: 0, max: 10 },
      migrations: { migrationSource },
      ...knexSnakeCaseMappers(),
    });
  }
  const filename = path.join(dataDir, 'signals.db');
  privateFolder(dataDir);
  // Owner-only before SQLite ever opens it: SQLite gives the -wal and -shm files it creates the database file's mode.
  privateFile(filename, { create: true });
  // Left by an older version (or a copy) with whatever mode they had.
  privateFile(`${filename}-wal`);
  privateFile(`${filename}-shm`);
  return knexFactory({
    client: 'better-sqlite3',
    connection: { filename },
    useNullAsDefault: true,
    // One connection: better-sqlite3 is synchronous, and a single writer keeps transactions serialised in order.
    pool: {
      min: 1,
      max: 1,
      afterCreate(conn: { pragma(sql: string): unknown }, done: (err: Error | null, conn: unknown) => void) {
        try {
          conn.pragma('journal_mode = WAL');
          conn.pragma('foreign_keys = ON');
          conn.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
          // FULL syncs the WAL at every commit, so an acknowledged write survives even a power cut.
          conn.pragma('synchronous = FULL');
          done(null, conn);
        } catch (error) {
          done(error as Error, conn);
        }
      },
    },
    migrations: { migrationSource },
    // Code says `expiresAt`, the database `expires_at`, in queries and in results alike.
    ...knexSnakeCaseMappers(),
  });
}

export function isSqlite(db: Db): boolean {
  return clientOf(db).config.client === 'better-sqlite3';
}

/** Runs every pending migration (on PostgreSQL, in the configured schema, created first if missing). */
export async function migrate(db: Db): Promise<void> {
  if (!isSqlite(db)) {
    await db.raw('create schema if not exists ??', [schemaOf(db)]);
  }
  await db.migrate.latest();
}

function schemaOf(db: Db): string {
  const [schema] = (clientOf(db).config.searchPath as string[] | undefined) ?? ['public'];
  return schema ?? 'public';
}

/**
 * Runs `work` while holding a PostgreSQL advisory lock named after the
 * schema, on a connection of its own, so processes starting together prepare
 * the database one after the other (knex's own migration lock makes the
 * second fail instead of wait). SQLite has one process by design.
 */
export async function onePreparerAtATime(db: Db, work: () => Promise<void>): Promise<void> {
  if (isSqlite(db)) {
    await work();
    return;
  }
  const key = `signals:prepare:${schemaOf(db)}`;
  const connection = await clientOf(db).acquireConnection();
  try {
    await db.raw('select pg_advisory_lock(hashtext(?))', [key]).connection(connection);
    try {
      await work();
    } finally {
      await db.raw('select pg_advisory_unlock(hashtext(?))', [key]).connection(connection);
    }
  } finally {
    await clientOf(db).releaseConnection(connection);
  }
}
