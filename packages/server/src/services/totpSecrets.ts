import type { Db } from '../db/knex.js';
import type { User } from '../db/models/index.js';
import { keysFor } from './keyKeeper.js';
import { open, seal, sealedKeyId } from './secretBox.js';

/**
 * TOTP secrets are stored sealed (services/secretBox.ts) with the deployment's
 * current data key, bound to the member's id: the `users.totp_secret` column
 * of a copied database, or of a backup, lets nobody generate a member's codes.
 *
 * Values written before sealing existed (base32 plaintext) are sealed at the
 * first start after the upgrade (`sealPlaintextTotpSecrets`), and any that an
 * older process still wrote meanwhile (several processes upgraded one by one
 * on PostgreSQL) at the next start or rotation. Until then they still open, so
 * nobody's two-factor breaks during an upgrade: whoever can write the column
 * could as well turn two-factor off, so accepting them costs nothing.
 */
const BASE32 = /^[A-Z2-7]+=*$/;

function context(userId: number): string {
  return `totp:${userId}`;
}

/** What to store for `secret`, the TOTP secret of the member `userId`. */
export function sealTotpSecret(db: Db, userId: number, secret: string): Promise<string> {
  // Sealing is synchronous; the promise keeps callers free of that detail (a throw still arrives as a rejection).
  return new Promise((resolve) => resolve(seal(secret, keysFor(db).current, context(userId))));
}

/** The member's TOTP secret, or null when there is none or the stored value does not open (altered, copied from another member, or under a key that is gone). */
export async function openTotpSecret(db: Db, user: Pick<User, 'id' | 'totpSecret'>): Promise<string | null> {
  const stored = user.totpSecret;
  if (!stored) {
    return null;
  }
  const keyId = sealedKeyId(stored);
  if (keyId === null) {
    return BASE32.test(stored) ? stored : null;
  }
  const key = await keysFor(db).find(keyId);
  return key ? open(stored, key, context(user.id)) : null;
}

/** Rows that hold a TOTP secret, with what they hold. */
async function storedSecrets(db: Db): Promise<Array<{ id: number; totpSecret: string }>> {
  return (await db('users').select('id', 'totpSecret').whereNotNull('totpSecret')) as Array<{ id: number; totpSecret: string }>;
}

/** Replaces a stored value only if it is still the one read (a member may set up or turn off two-factor meanwhile). */
async function replaceStored(db: Db, id: number, was: string, now: string): Promise<void> {
  await db('users').where({ id, totpSecret: was }).update({ totpSecret: now });
}

/**
 * Seals every TOTP secret still stored as plaintext (written by a version
 * before sealing). Run at start, so an upgraded database keeps no readable
 * secret after its first start. Returns how many it sealed.
 */
export async function sealPlaintextTotpSecrets(db: Db): Promise<number> {
  const keys = keysFor(db);
  let sealed = 0;
  for (const row of await storedSecrets(db)) {
    if (sealedKeyId(row.totpSecret) === null && BASE32.test(row.totpSecret)) {
      await replaceStored(db, row.id, row.totpSecret, seal(row.totpSecret, keys.current, context(row.id)));
      sealed += 1;
    }
  }
  return sealed;
}

export interface ResealReport {
  /** Values sealed again with the current key (or sealed for the first time). */
  resealed: number;
  /** Values no known key opens: left as they are (those members must set two-factor up again). */
  unreadable: number;
  /** Ids of the data keys that values still name after the pass. */
  keyIdsInUse: Set<string>;
}

/**
 * Seals every TOTP secret not under the current data key again with it, in
 * one transaction (a rotation: nothing is left half-done if it stops).
 */
export async function resealTotpSecrets(db: Db): Promise<ResealReport> {
  const keys = keysFor(db);
  const report: ResealReport = { resealed: 0, unreadable: 0, keyIdsInUse: new Set() };
  await db.transaction(async (trx) => {
    for (const row of await storedSecrets(trx)) {
      const keyId = sealedKeyId(row.totpSecret);
      if (keyId === keys.current.id) {
        report.keyIdsInUse.add(keyId);
        continue;
      }
      const secret = await openTotpSecret(trx, { id: row.id, totpSecret: row.totpSecret });
      if (secret === null) {
        report.unreadable += 1;
        if (keyId !== null) {
          report.keyIdsInUse.add(keyId);
        }
        continue;
      }
      await replaceStored(trx, row.id, row.totpSecret, seal(secret, keys.current, context(row.id)));
      report.resealed += 1;
      report.keyIdsInUse.add(keys.current.id);
    }
  });
  return report;
}
