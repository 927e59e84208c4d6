import type { Db } from '../db/knex.js';
import type { User } from '../db/models/index.js';
import { readSettings } from './settings.js';

/**
 * Whether a staff account is held back by `require_staff_2fa` (issue 46): the rule is on and the account has no
 * two-factor. Such an account is refused every back office call (http/staffSecondFactor) and joins none of the staff's
 * live rooms (realtime), until it turns two-factor on. Members are never held back: the rule is about the staff. Read
 * only for a staff account without two-factor, so a member's request or socket costs nothing.
 */
export async function isStaffHeldBack(db: Db, user: Pick<User, 'isAdmin' | 'totpEnabled'>): Promise<boolean> {
  if (!user.isAdmin || user.totpEnabled) {
    return false;
  }
  return (await readSettings(db)).require_staff_2fa === 'true';
}
