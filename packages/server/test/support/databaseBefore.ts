import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { openDatabase, type Db } from '../../src/db/knex.js';
import { migrationSource } from '../../src/db/migrations/index.js';

/**
 * For a migration's own test: `databaseBefore(name)` opens a fresh database on the suite's engine (PostgreSQL, in a
 * schema of its own, when SIGNALS_TEST_DATABASE_URL is set) migrated up to, not including, the migration `name`, so
 * the test can write rows as the deployment before it held them and run the migration on them. Each is closed and
 * removed after the test that opened it.
 */
export function migrationTestDatabases(): { databaseBefore: (name: string) => Promise<Db> } {
  const opened: Array<{ db: Db; dir: string; schema: string | null }> = [];
  afterEach(async () => {
    for (const { db, dir, schema } of opened.splice(0)) {
      if (schema) {
        await db.raw('drop schema if exists ?? cascade', [schema]);
      }
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
  return {
    databaseBefore: async (name) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `signals-${name.slice(0, 4)}-`));
      const url = process.env.SIGNALS_TEST_DATABASE_URL ?? null;
      const schema = url ? `t_${process.env.SIGNALS_TEST_RUN ?? 'adhoc'}_m${name.slice(0, 4)}_${path.basename(dir).replace(/\W/g, '').toLowerCase()}` : null;
      const db = openDatabase({ dataDir: dir, databaseUrl: url, databaseSchema: schema ?? undefined });
      opened.push({ db, dir, schema });
      if (schema) {
        await db.raw('create schema if not exists ??', [schema]);
      }
      const names = (await migrationSource.getMigrations([])).map((migration) => migrationSource.getMigrationName(migration));
      if (!names.includes(name)) {
        throw new Error(`No migration named ${name}`);
      }
      // Every migration before this one, whichever others land beside it.
      for (const earlier of names.slice(0, names.indexOf(name))) {
        await db.migrate.up({ name: earlier });
      }
      return db;
    },
  };
}
