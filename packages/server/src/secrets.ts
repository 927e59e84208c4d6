import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config.js';
import type { Db } from './db/knex.js';

/** Secrets generated on first run and kept in the data folder, readable by the owner only. */
export interface Secrets {
  /** Keys that sign the session cookie; the first signs, all verify, so a key can be rotated in. */
  sessionKeys: string[];
}

const FILE = 'secrets.json';

function generate(): Secrets {
  return { sessionKeys: [randomBytes(32).toString('base64url')] };
}

function validated(stored: Partial<Secrets>, where: string): Secrets {
  if (Array.isArray(stored.sessionKeys) && stored.sessionKeys.length > 0 && stored.sessionKeys.every((k) => typeof k === 'string' && k.length >= 32)) {
    return { sessionKeys: stored.sessionKeys };
  }
  throw new Error(`${where} is damaged: it must hold at least one session key of 32 characters or more`);
}

/** One process on SQLite: the secrets live in the data folder, next to the database file. */
export function loadOrCreateSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, FILE);
  if (fs.existsSync(file)) {
    return validated(JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Secrets>, file);
  }
  const secrets = generate();
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2) + '\n', { mode: 0o600, flag: 'wx' });
  return secrets;
}

/**
 * Several processes on PostgreSQL: the secrets live in the database they
 * share, so a cookie one process signs verifies on every other. The first
 * process to start writes them; the others (even starting at the same
 * moment) read what it wrote.
 */
export async function loadOrCreateSharedSecrets(db: Db): Promise<Secrets> {
  await db('serverSecrets').insert({ name: 'session', value: JSON.stringify(generate()), createdAt: new Date() }).onConflict('name').ignore();
  const row = (await db('serverSecrets').where({ name: 'session' }).first()) as { value: string } | undefined;
  if (!row) {
    throw new Error('The session keys could not be stored in the database');
  }
  return validated(JSON.parse(row.value) as Partial<Secrets>, 'The server_secrets row "session"');
}

/** The secrets of this deployment: in the shared database on PostgreSQL, in the data folder on SQLite (one process). */
export function loadSecrets(config: Pick<Config, 'databaseUrl' | 'dataDir'>, db: Db): Promise<Secrets> {
  return config.databaseUrl ? loadOrCreateSharedSecrets(db) : Promise.resolve(loadOrCreateSecrets(config.dataDir));
}
