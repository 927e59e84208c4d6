import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';
import type { Db } from '../db/knex.js';
import { privateFile } from './privateFiles.js';

/**
 * A secret made on the first start and kept for good, apart from the session and data keys (a key rotation replaces
 * those and must not touch these): the VAPID pair browsers subscribe with, the key that signs the signal log's heads.
 * In the data folder (owner-only) on SQLite; in the shared database on PostgreSQL, where every process must use the
 * same one: the first process to start writes it, the others (even starting at the same moment) read what it wrote.
 */
export interface KeptSecret<T> {
  /** The file in the data folder (SQLite). */
  file: string;
  /** The server_secrets row (PostgreSQL). */
  row: string;
  /** What it is, for the message when the stored one is damaged. */
  what: string;
  make: () => T;
  /** The value stored, or null when it is not one. */
  read: (stored: unknown) => T | null;
}

function serialised(value: unknown): string {
  return JSON.stringify(value, null, 2) + '\n';
}

function parsed<T>(secret: KeptSecret<T>, text: string, where: string): T {
  const value = secret.read(JSON.parse(text) as unknown);
  if (value === null) {
    throw new Error(`${where} is damaged: it must hold ${secret.what}`);
  }
  return value;
}

function fromFolder<T>(secret: KeptSecret<T>, dataDir: string): T {
  const file = path.join(dataDir, secret.file);
  if (!fs.existsSync(file)) {
    const value = secret.make();
    fs.writeFileSync(file, serialised(value), { mode: 0o600, flag: 'wx' });
    return value;
  }
  privateFile(file);
  return parsed(secret, fs.readFileSync(file, 'utf8'), file);
}

async function fromDatabase<T>(secret: KeptSecret<T>, db: Db): Promise<T> {
  await db('serverSecrets').insert({ name: secret.row, value: serialised(secret.make()), createdAt: new Date() }).onConflict('name').ignore();
  const row = (await db('serverSecrets').where({ name: secret.row }).first()) as { value: string } | undefined;
  if (!row) {
    throw new Error(`The ${secret.what} could not be stored in the database`);
  }
  return parsed(secret, row.value, `The server_secrets row "${secret.row}"`);
}

/** The kept secret of this deployment, made when there is none yet. */
export function loadKeptSecret<T>(secret: KeptSecret<T>, config: Pick<Config, 'databaseUrl' | 'dataDir'>, db: Db): Promise<T> {
  return config.databaseUrl ? fromDatabase(secret, db) : Promise.resolve(fromFolder(secret, config.dataDir));
}
