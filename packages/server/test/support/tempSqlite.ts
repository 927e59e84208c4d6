import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate, openDatabase, type Db } from '../../src/db/knex.js';

export interface TempSqlite {
  db: Db;
  /** The data folder the database file lives in. */
  dir: string;
  /** Closes the database and deletes its folder. */
  remove(): Promise<void>;
}

/**
 * A migrated SQLite database in a temporary folder of its own, whatever
 * database the rest of the suite runs on: for tests of SQLite itself.
 */
export async function openTempSqlite(prefix: string): Promise<TempSqlite> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const db = openDatabase({ dataDir: dir, databaseUrl: null });
  await migrate(db);
  return {
    db,
    dir,
    async remove() {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
