import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Seals short secrets for storage in the database with AES-256-GCM: a copy of
 * the database (a backup, a stolen disk, a read-only injection) holds nothing
 * usable without the data keys, which live elsewhere (with the session keys).
 *
 * A sealed value is text: `v1.<keyId>.<iv>.<ciphertext+tag>`, base64url parts.
 * - the version lets a later format sit beside this one;
 * - the key id names the data key that sealed it, so keys can be rotated: old
 *   values open with their own key until they are sealed again with the new one;
 * - the IV is 12 random bytes per value (GCM must never reuse an IV with a key);
 * - the context (for example `totp:42`, the purpose and the row) is bound as
 *   additional authenticated data with the version and key id: a value copied
 *   onto another row or column, or with its key id edited, does not open.
 */
export interface DataKey {
  /** Short and without dots: it is written into every value the key seals. */
  id: string;
  /** 32 bytes. */
  key: Buffer;
}

const VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const DATA_KEY_BYTES = 32;
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;
const SEALED = /^v1\.([A-Za-z0-9_-]{1,32})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]+)$/;

/** A fresh random data key with a random id. */
export function newDataKey(): DataKey {
  return { id: randomBytes(6).toString('base64url'), key: randomBytes(DATA_KEY_BYTES) };
}

/** Whether `id` may name a data key (it must not break the sealed format). */
export function isDataKeyId(id: string): boolean {
  return KEY_ID.test(id);
}

function aad(keyId: string, context: string): Buffer {
  return Buffer.from(`${VERSION}.${keyId}|${context}`, 'utf8');
}

/** Seals `plaintext` with `key` for `context`. */
export function seal(plaintext: string, key: DataKey, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key.key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(aad(key.id, context));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${VERSION}.${key.id}.${iv.toString('base64url')}.${body.toString('base64url')}`;
}

/** The id of the key that sealed `value`, or null when `value` is not a sealed value at all. */
export function sealedKeyId(value: string): string | null {
  return SEALED.exec(value)?.[1] ?? null;
}

/**
 * The plaintext of a value sealed by `key` for `context`, or null when it was
 * not (another key, another context, or a value altered in any byte).
 */
export function open(value: string, key: DataKey, context: string): string | null {
  const match = SEALED.exec(value);
  if (!match || match[1] !== key.id) {
    return null;
  }
  const iv = Buffer.from(match[2]!, 'base64url');
  const body = Buffer.from(match[3]!, 'base64url');
  // Only the one text that seal writes for these bytes: base64url's unused last bits make others decode alike.
  if (iv.length !== IV_BYTES || body.length < TAG_BYTES || iv.toString('base64url') !== match[2] || body.toString('base64url') !== match[3]) {
    return null;
  }
  try {
    const decipher = createDecipheriv(ALGORITHM, key.key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(aad(key.id, context));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    return Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    // The tag did not verify: the value, its key id or its context is not what was sealed.
    return null;
  }
}
