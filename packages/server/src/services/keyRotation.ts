import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, type Config } from '../config.js';
import { claimDataFolder, type DataFolderLock } from '../db/dataFolderLock.js';
import { onePreparerAtATime, openDatabase, type Db } from '../db/knex.js';
import { loadSecrets, newSessionKey, readSecrets, storedDataKey, writeSecrets, type Secrets } from '../secrets.js';
import { KeyKeeper, keepKeysFor } from './keyKeeper.js';
import { resealTotpSecrets } from './totpSecrets.js';

export interface RotationReport {
  /** The id of the new data key, which seals from now on. */
  dataKeyId: string;
  /** TOTP secrets sealed again with the new data key. */
  resealed: number;
  /** TOTP secrets no known key opens (left as they are). */
  unreadable: number;
  droppedSessionKeys: number;
  droppedDataKeyIds: string[];
}

type Where = Pick<Config, 'dataDir' | 'databaseUrl' | 'databaseSchema'>;

/**
 * Rotates the deployment's keys: a new session key signs cookies from now on
 * and a new data key seals secrets; every TOTP secret is sealed again with
 * the new data key; then keys no longer needed are dropped.
 *
 * What is kept: the new keys and the ones just before them (the previous
 * session key still verifies cookies, so nobody is signed out; the previous
 * data key still opens what a process not yet aware of the rotation seals in
 * the minute before it re-reads the keys), plus any older data key a stored
 * value still names. A key from two rotations ago is dropped: rotating twice
 * retires a key that leaked. Sessions last 14 days, so rotating at most once
 * a fortnight signs nobody out.
 *
 * The steps are ordered so a crash anywhere loses nothing: the new keys are
 * added (nothing removed) and stored first, the secrets are sealed again in
 * one transaction, and only then are old keys dropped.
 *
 * On SQLite the server must be stopped (the data-folder lock is taken); on
 * PostgreSQL the servers keep running, and this holds the lock that starting
 * processes take to migrate and load the keys.
 */
export async function rotateKeys(config: Where): Promise<RotationReport> {
  let lock: DataFolderLock | null = null;
  if (!config.databaseUrl) {
    if (!fs.existsSync(path.join(config.dataDir, 'signals.db'))) {
      throw new ConfigError(`There is no database in ${config.dataDir} (DATA_DIR): start the server once first, or point DATA_DIR at the data folder`);
    }
    lock = claimStoppedFolder(config.dataDir);
  }
  const db = openDatabase(config);
  try {
    let report: RotationReport | undefined;
    await onePreparerAtATime(db, async () => {
      report = await rotateUnderLock(config, db);
    });
    return report!;
  } finally {
    await db.destroy();
    lock?.release();
  }
}

function claimStoppedFolder(dataDir: string): DataFolderLock {
  try {
    return claimDataFolder(dataDir);
  } catch (error) {
    if (error instanceof ConfigError) {
      throw new ConfigError(`The server is running on the data folder ${dataDir}: stop it first (on SQLite the keys are rotated while it is stopped)`);
    }
    throw error;
  }
}

async function rotateUnderLock(config: Where, db: Db): Promise<RotationReport> {
  const [, pending] = (await db.migrate.list()) as [unknown[], unknown[]];
  if (pending.length > 0) {
    throw new ConfigError('The database is not up to date with this version: start the new version of the server once, then rotate');
  }
  const before = await loadSecrets(config, db);
  const keeper = new KeyKeeper(before, () => readSecrets(config, db));
  keepKeysFor(db, keeper);

  // 1. The new keys first, every old one still there.
  const sessionKey = newSessionKey();
  const dataKey = storedDataKey();
  await writeSecrets(config, db, { sessionKeys: [sessionKey, ...before.sessionKeys], dataKeys: [dataKey, ...before.dataKeys] });
  await keeper.reload();

  // 2. Every secret sealed again with the new data key, in one transaction.
  const { resealed, unreadable, keyIdsInUse } = await resealTotpSecrets(db);

  // 3. Only now, what is no longer needed goes.
  const after: Secrets = {
    sessionKeys: [sessionKey, before.sessionKeys[0]!],
    dataKeys: [dataKey, ...before.dataKeys.filter((key, index) => index === 0 || keyIdsInUse.has(key.id))],
  };
  await writeSecrets(config, db, after);
  const kept = new Set(after.dataKeys.map((key) => key.id));
  return {
    dataKeyId: dataKey.id,
    resealed,
    unreadable,
    droppedSessionKeys: before.sessionKeys.length + 1 - after.sessionKeys.length,
    droppedDataKeyIds: before.dataKeys.filter((key) => !kept.has(key.id)).map((key) => key.id),
  };
}

/** The report as one line per fact, for the operator. */
export function describeRotation(report: RotationReport): string[] {
  const lines = [
    'Rotated the keys.',
    `Session cookies: a new key signs from now on; the previous one still verifies; ${report.droppedSessionKeys} older key(s) dropped.`,
    `Data keys: ${report.dataKeyId} seals from now on; ${report.resealed} TOTP secret(s) sealed again with it; dropped: ${report.droppedDataKeyIds.join(', ') || 'none'}.`,
  ];
  if (report.unreadable > 0) {
    lines.push(`WARNING: ${report.unreadable} stored TOTP secret(s) open with no known key; they were left as they are and those members must set two-factor up again.`);
  }
  return lines;
}
