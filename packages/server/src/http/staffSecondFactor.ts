import { MESSAGES } from '@signals/protocol';
import type { Db } from '../db/knex.js';
import type { User } from '../db/models/index.js';
import { forbidden } from '../errors.js';
import { isStaffHeldBack } from '../services/staffSecondFactor.js';

/**
 * With `require_staff_2fa` on (issue 46), a staff account without two-factor is refused every back office call with
 * the code `twoFactorRequired`, whatever its role: a stolen password alone must not open the money. Its own account's
 * routes (the two-factor setup among them) are member routes and stay open, so it can turn two-factor on.
 */
export async function requireStaffSecondFactor(db: Db, viewer: Pick<User, 'isAdmin' | 'totpEnabled'>): Promise<void> {
  if (await isStaffHeldBack(db, viewer)) {
    throw forbidden(MESSAGES.staffTwoFactorRequired, { code: 'twoFactorRequired' });
  }
}
