import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import { signalLogHeadMessage, type SignalLogHead } from '@signals/protocol';
import type { Config } from '../../config.js';
import type { Db } from '../../db/knex.js';
import { loadKeptSecret, type KeptSecret } from '../keptSecret.js';

/**
 * The Ed25519 key that signs the signal log's heads (issue 45). Made on the first start and kept for good: a new key
 * would leave every verifier holding the old public key unable to check anything. A key rotation does not touch it.
 */
export interface LogSigningKey {
  privateKey: KeyObject;
  /** Base64 of the raw 32 bytes, as `GET /api/track-record/log/key` publishes it. */
  publicKey: string;
}

interface StoredKey {
  /** PKCS #8 DER, base64url. */
  privateKey: string;
}

// An Ed25519 public key's SubjectPublicKeyInfo DER ends with the raw 32 bytes.
const RAW_PUBLIC_KEY_BYTES = 32;

function rawPublicKeyOf(privateKey: KeyObject): string {
  const der = createPublicKey(privateKey).export({ format: 'der', type: 'spki' });
  return der.subarray(der.length - RAW_PUBLIC_KEY_BYTES).toString('base64');
}

function keyOf(stored: StoredKey): LogSigningKey | null {
  try {
    const privateKey = createPrivateKey({ key: Buffer.from(stored.privateKey, 'base64url'), format: 'der', type: 'pkcs8' });
    return privateKey.asymmetricKeyType === 'ed25519' ? { privateKey, publicKey: rawPublicKeyOf(privateKey) } : null;
  } catch {
    return null;
  }
}

const LOG_KEY: KeptSecret<StoredKey> = {
  file: 'signal-log-key.json',
  row: 'signal_log_key',
  what: 'an Ed25519 privateKey (PKCS #8 DER in base64url)',
  make: () => ({ privateKey: generateKeyPairSync('ed25519').privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64url') }),
  read: (stored) => {
    const key = stored as Partial<StoredKey> | null;
    return typeof key?.privateKey === 'string' && keyOf({ privateKey: key.privateKey }) ? { privateKey: key.privateKey } : null;
  },
};

/** This deployment's log signing key, made when there is none yet. */
export async function loadLogSigningKey(config: Pick<Config, 'databaseUrl' | 'dataDir'>, db: Db): Promise<LogSigningKey> {
  // read() has checked it opens.
  return keyOf(await loadKeptSecret(LOG_KEY, config, db))!;
}

/** Signs a head: Ed25519 over `signals-log:v1:{treeSize}:{rootHash}:{timestamp}`, base64. */
export function signHead(key: LogSigningKey, head: Omit<SignalLogHead, 'signature'>): SignalLogHead {
  const signature = sign(null, Buffer.from(signalLogHeadMessage(head), 'ascii'), key.privateKey).toString('base64');
  return { ...head, signature };
}

/** Whether `head` carries a valid signature by the holder of `publicKey` (base64 of the raw 32 bytes). */
export function verifyHead(publicKey: string, head: SignalLogHead): boolean {
  try {
    // The raw key wrapped in its fixed SubjectPublicKeyInfo prefix (RFC 8410).
    const spki = Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), Buffer.from(publicKey, 'base64')]);
    const key = createPublicKey({ key: spki, format: 'der', type: 'spki' });
    return verify(null, Buffer.from(signalLogHeadMessage(head), 'ascii'), key, Buffer.from(head.signature, 'base64'));
  } catch {
    return false;
  }
}
