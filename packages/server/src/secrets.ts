import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config.js';
import type { Db } from './db/knex.js';
import { privateFile, writePrivateFileAtomically } from './services/privateFiles.js';
import { DATA_KEY_BYTES, isDataKeyId, newDataKey, type DataKey } from './services/secretBox.js';

/**
 * Secrets generated on first run and kept with each other: in the data folder
 * (owner-only) on SQLite, in the shared database on PostgreSQL.
 */
export interface Secrets {
  /** Keys that sign the session cookie; the first signs, all verify, so a key can be rotated in. */
  sessionKeys: string[];
  /** Keys that seal secrets stored in the database (TOTP); the first seals, each opens what it sealed. */
  dataKeys: StoredDataKey[];
}

/** A data key as stored: its id and its 32 bytes in base64url. */
export interface StoredDataKey {
  id: string;
  key: string;
}

const FILE = 'secrets.json';
const ROW = 'session';
type Where = Pick<Config, 'databaseUrl' | 'dataDir'>;

export function newSessionKey(): string {
  return randomBytes(32).toString('base64url');
}

export function storedDataKey(key: DataKey = newDataKey()): StoredDataKey {
  return { id: key.id, key: key.key.toString('base64url') };
}

export function dataKeyOf(stored: StoredDataKey): DataKey {
  return { id: stored.id, key: Buffer.from(stored.key, 'base64url') };
}

function generate(): Secrets {
  return { sessionKeys: [newSessionKey()], dataKeys: [storedDataKey()] };
}

function isStoredDataKey(value: unknown): value is StoredDataKey {
  const key = value as Partial<StoredDataKey> | null;
  return (
    typeof key?.id === 'string' && isDataKeyId(key.id) && typeof key.key === 'string' && Buffer.from(key.key, 'base64url').length === DATA_KEY_BYTES
  );
}

function validated(stored: Partial<Secrets>, where: string): Secrets {
  const sessionOk = Array.isArray(stored.sessionKeys) && stored.sessionKeys.length > 0 && stored.sessionKeys.every((k) => typeof k === 'string' && k.length >= 32);
  if (!sessionOk) {
    throw new Error(`${where} is damaged: it must hold at least one session key of 32 characters or more`);
  }
  const dataOk = Array.isArray(stored.dataKeys) && stored.dataKeys.length > 0 && stored.dataKeys.every(isStoredDataKey);
  if (!dataOk) {
    throw new Error(`${where} is damaged: it must hold at least one data key (an id and 32 bytes in base64url)`);
  }
  return { sessionKeys: stored.sessionKeys!, dataKeys: stored.dataKeys! };
}

/** Secrets written before data keys existed gain one on the first start after the upgrade; their session keys stay as they are. */
function upgraded(stored: Partial<Secrets>): Partial<Secrets> | null {
  return Array.isArray(stored.dataKeys) && stored.dataKeys.length > 0 ? null : { ...stored, dataKeys: [storedDataKey()] };
}

function serialised(secrets: Secrets): string {
  return JSON.stringify(secrets, null, 2) + '\n';
}

/** One process on SQLite: the secrets live in the data folder, next to the database file. */
export function loadOrCreateSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, FILE);
  if (!fs.existsSync(file)) {
    const secrets = generate();
    fs.writeFileSync(file, serialised(secrets), { mode: 0o600, flag: 'wx' });
    return secrets;
  }
  // A file copied in by hand (a restore, a move) may have come with looser rights.
  privateFile(file);
  const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Secrets>;
  const upgrade = upgraded(stored);
  if (!upgrade) {
    return validated(stored, file);
  }
  const secrets = validated(upgrade, file);
  writePrivateFileAtomically(file, serialised(secrets));
  return secrets;
}

/**
 * Several processes on PostgreSQL: the secrets live in the database they
 * share, so a cookie one process signs verifies on every other and a secret
 * one process seals opens on every other. The first process to start writes
 * them; the others (even starting at the same moment) read what it wrote.
 */
export async function loadOrCreateSharedSecrets(db: Db): Promise<Secrets> {
  await db('serverSecrets').insert({ name: ROW, value: serialised(generate()), createdAt: new Date() }).onConflict('name').ignore();
  const value = await readRow(db);
  const stored = JSON.parse(value) as Partial<Secrets>;
  const upgrade = upgraded(stored);
  if (!upgrade) {
    return validated(stored, 'The server_secrets row "session"');
  }
  // Compare-and-set: of processes upgrading at once, one writes and the others read what it wrote.
  await db('serverSecrets').where({ name: ROW, value }).update({ value: serialised(validated(upgrade, 'The server_secrets row "session"')) });
  return validated(JSON.parse(await readRow(db)) as Partial<Secrets>, 'The server_secrets row "session"');
}

async function readRow(db: Db): Promise<string> {
  const row = (await db('serverSecrets').where({ name: ROW }).first()) as { value: string } | undefined;
  if (!row) {
    throw new Error('The session keys could not be stored in the database');
  }
  return row.value;
}

/** The secrets of this deployment, created (or upgraded) when needed: in the shared database on PostgreSQL, in the data folder on SQLite. */
export function loadSecrets(config: Where, db: Db): Promise<Secrets> {
  return config.databaseUrl ? loadOrCreateSharedSecrets(db) : Promise.resolve(loadOrCreateSecrets(config.dataDir));
}

/** The secrets as stored now, without creating anything: what a running process re-reads after a rotation. */
export async function readSecrets(config: Where, db: Db): Promise<Secrets> {
  if (config.databaseUrl) {
    return validated(JSON.parse(await readRow(db)) as Partial<Secrets>, 'The server_secrets row "session"');
  }
  const file = path.join(config.dataDir, FILE);
  return validated(JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Secrets>, file);
}

/**
 * Replaces the stored secrets (key rotation). The file is replaced atomically;
 * the row in one statement. The caller holds the lock that keeps other
 * writers out (the data-folder lock on SQLite, the preparation lock on PostgreSQL).
 */
export async function writeSecrets(config: Where, db: Db, secrets: Secrets): Promise<void> {
  const checked = validated(secrets, 'The new secrets');
  if (config.databaseUrl) {
    await db('serverSecrets').where({ name: ROW }).update({ value: serialised(checked) });
    return;
  }
  writePrivateFileAtomically(path.join(config.dataDir, FILE), serialised(checked));
}
