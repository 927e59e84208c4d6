import type { Db } from '../db/knex.js';
import { RecoveryCode, type User } from '../db/models/index.js';

/**
 * How many recovery codes the member has left: the rows left are the codes
 * not used yet. None while two-factor is off.
 *
 * @param db the database (or the unit's transaction).
 * @param member the member, with whether two-factor is on.
 */
export async function recoveryCodesLeft(db: Db, member: Pick<User, 'id' | 'totpEnabled'>): Promise<number> {
  if (!member.totpEnabled) {
    return 0;
  }
  return RecoveryCode.query(db).where('userId', member.id).resultSize();
}
