import path from 'node:path';
import Database from 'better-sqlite3';
import { ConfigError } from '../config.js';
import { privateFile } from '../services/privateFiles.js';

const LOCK_FILE = 'server.lock';

export interface DataFolderLock {
  release(): void;
}

/**
 * Claims the data folder for this process. SQLite serves one server process:
 * a second one on the same folder would mean two in-process caches, two
 * sweeps and two live channels that do not hear each other. The claim is an
 * exclusive SQLite transaction on a small lock file, held for the process's
 * life; the operating system drops it when the process dies, even by SIGKILL,
 * so there is no stale lock to clean up.
 */
export function claimDataFolder(dataDir: string): DataFolderLock {
  const file = path.join(dataDir, LOCK_FILE);
  privateFile(file, { create: true });
  const handle = new Database(file);
  try {
    handle.pragma('busy_timeout = 0');
    handle.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    handle.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY') {
      throw new ConfigError(
        `Another server process is already using the data folder ${dataDir}. SQLite serves one process; to run several, use PostgreSQL (DATABASE_URL) and Redis (REDIS_URL).`,
      );
    }
    throw error;
  }
  return {
    release() {
      if (handle.open) {
        handle.exec('ROLLBACK');
        handle.close();
      }
    },
  };
}
