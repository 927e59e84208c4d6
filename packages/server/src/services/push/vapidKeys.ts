import webpush from 'web-push';
import type { Config } from '../../config.js';
import type { Db } from '../../db/knex.js';
import { loadKeptSecret, type KeptSecret } from '../keptSecret.js';

/**
 * The server's VAPID key pair (RFC 8292), base64url as web-push makes them:
 * browsers subscribe with the public key, and every push is signed with the
 * private one, so a new pair would orphan every subscription. Kept for good
 * (services/keptSecret.ts): a key rotation must not touch it.
 */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const VAPID: KeptSecret<VapidKeys> = {
  file: 'vapid.json',
  row: 'vapid',
  what: 'a VAPID publicKey (65 bytes) and privateKey (32 bytes) in base64url',
  make: () => webpush.generateVAPIDKeys(),
  read: (stored) => {
    const keys = stored as Partial<VapidKeys> | null;
    const valid =
      typeof keys?.publicKey === 'string' &&
      typeof keys.privateKey === 'string' &&
      // An uncompressed P-256 point, and a P-256 private scalar.
      Buffer.from(keys.publicKey, 'base64url').length === 65 &&
      Buffer.from(keys.privateKey, 'base64url').length === 32;
    return valid ? { publicKey: keys.publicKey!, privateKey: keys.privateKey! } : null;
  },
};

/** This deployment's VAPID keys, made when there are none yet. */
export function loadVapidKeys(config: Pick<Config, 'databaseUrl' | 'dataDir'>, db: Db): Promise<VapidKeys> {
  return loadKeptSecret(VAPID, config, db);
}
