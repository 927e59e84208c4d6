import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/knex.js';
import { keysFor } from '../keyKeeper.js';
import { open, seal, sealedKeyId } from '../secretBox.js';

/**
 * A source's secret is stored sealed (services/secretBox.ts), bound to the source's token: the hook must read it
 * back to check an HMAC, so it cannot be a hash, and a copied database holds nothing that signs a delivery.
 */
const context = (token: string) => `signal-source:${token}`;

/** A new source's hook token (its URL's last segment) and secret, both random; the secret sealed for storage. */
export function newSourceKeys(db: Db, token = randomBytes(18).toString('base64url')): { token: string; secret: string; sealed: string } {
  const secret = randomBytes(32).toString('base64url');
  return { token, secret, sealed: seal(secret, keysFor(db).current, context(token)) };
}

/** The secret of the source with `token`, or null when its stored value does not open (altered, or its key is gone). */
export async function openSourceSecret(db: Db, source: { token: string; secret: string }): Promise<string | null> {
  const keyId = sealedKeyId(source.secret);
  const key = keyId === null ? null : await keysFor(db).find(keyId);
  return key ? open(source.secret, key, context(source.token)) : null;
}
