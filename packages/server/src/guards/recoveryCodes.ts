import type { Db } from '../db/knex.js';
import { RecoveryCode, type User } from '../db/models/index.js';
import { findRecoveryCode, hashRecoveryCode, newRecoveryCodes } from '../services/recoveryCodes.js';
import { openTotpSecret } from '../services/totpSecrets.js';

/** A new set of recovery codes: in clear for the answer (shown once), hashed for the command to store. */
export interface PreparedRecoveryCodes {
  codes: string[];
  hashes: string[];
}

/**
 * Makes a set of recovery codes for the member, hashed with the two-factor
 * secret they belong to (the pending one when two-factor is being turned on).
 *
 * @param db the database (the data keys live there).
 * @param member the member, with the sealed secret the codes go with.
 * @returns the codes and their hashes, in the same order.
 */
export async function prepareRecoveryCodes(db: Db, member: Pick<User, 'id' | 'totpSecret'>): Promise<PreparedRecoveryCodes> {
  const secret = await openTotpSecret(db, member);
  if (!secret) {
    // The caller checked a code against this very secret a moment ago: it opens, or nothing could have been checked.
    throw new Error(`The two-factor secret of user #${member.id} does not open`);
  }
  const codes = newRecoveryCodes();
  return { codes, hashes: codes.map((code) => hashRecoveryCode(secret, member.id, code)) };
}

/**
 * Uses up one of the member's recovery codes, once: the code is found among
 * theirs in constant time, then its row is deleted, and only the request
 * whose delete removed it wins (two sign-ins racing with one code: one gets
 * in). Like a TOTP code's compare-and-set, this runs before the request's
 * write, outside its transaction.
 *
 * @param db the database.
 * @param member the member, with their sealed two-factor secret.
 * @param code the code as typed.
 * @returns how many codes the member has left after this one, or null when
 *   it is none of their unused codes.
 */
export async function acceptRecoveryCode(db: Db, member: Pick<User, 'id' | 'totpSecret'>, code: string): Promise<number | null> {
  const secret = await openTotpSecret(db, member);
  if (!secret) {
    return null;
  }
  const stored = await RecoveryCode.query(db).where('userId', member.id);
  const match = findRecoveryCode(stored, hashRecoveryCode(secret, member.id, code));
  if (!match) {
    return null;
  }
  const usedUp = await RecoveryCode.query(db).delete().where({ id: match.id, userId: member.id });
  if (usedUp !== 1) {
    return null;
  }
  return RecoveryCode.query(db).where('userId', member.id).resultSize();
}
