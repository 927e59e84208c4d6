import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config.js';
import type { Db } from '../../db/knex.js';
import { privateFile } from '../privateFiles.js';

/**
 * The server's VAPID key pair (RFC 8292), base64url as web-push makes them:
 * browsers subscribe with the public key, and every push is signed with the
 * private one, so a new pair would orphan every subscription. Kept like the
 * session keys: made on the first start, in the data folder on SQLite, in the
 * shared database on PostgreSQL (every process must sign with the same pair).
 * A file of its own, apart from secrets.json: a key rotation replaces the
 * session and data keys and must not touch these.
 */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const FILE = 'vapid.json';
const ROW = 'vapid';

function isVapidKeys(value: unknown): value is VapidKeys {
  const keys = value as Partial<VapidKeys> | null;
  return (
    typeof keys?.publicKey === 'string' &&
    typeof keys.privateKey === 'string' &&
    // An uncompressed P-256 point, and a P-256 private scalar.
    Buffer.from(keys.publicKey, 'base64url').length === 65 &&
    Buffer.from(keys.privateKey, 'base64url').length === 32
  );
}

function parsed(text: string, where: string): VapidKeys {
  const keys = JSON.parse(text) as unknown;
  if (!isVapidKeys(keys)) {
    throw new Error(`${where} is damaged: it must hold a VAPID publicKey (65 bytes) and privateKey (32 bytes) in base64url`);
  }
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}

function serialised(keys: VapidKeys): string {
  return JSON.stringify(keys, null, 2) + '\n';
}

function fromFolder(dataDir: string): VapidKeys {
  const file = path.join(dataDir, FILE);
  if (!fs.existsSync(file)) {
    const keys = webpush.generateVAPIDKeys();
    fs.writeFileSync(file, serialised(keys), { mode: 0o600, flag: 'wx' });
    return keys;
  }
  privateFile(file);
  return parsed(fs.readFileSync(file, 'utf8'), file);
}

/** The first process to start writes the pair; the others (even at the same moment) read what it wrote. */
async function fromDatabase(db: Db): Promise<VapidKeys> {
  await db('serverSecrets').insert({ name: ROW, value: serialised(webpush.generateVAPIDKeys()), createdAt: new Date() }).onConflict('name').ignore();
  const row = (await db('serverSecrets').where({ name: ROW }).first()) as { value: string } | undefined;
  if (!row) {
    throw new Error('The VAPID keys could not be stored in the database');
  }
  return parsed(row.value, 'The server_secrets row "vapid"');
}

/** This deployment's VAPID keys, made when there are none yet. */
export function loadVapidKeys(config: Pick<Config, 'databaseUrl' | 'dataDir'>, db: Db): Promise<VapidKeys> {
  return config.databaseUrl ? fromDatabase(db) : Promise.resolve(fromFolder(config.dataDir));
}
