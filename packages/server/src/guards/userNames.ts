import { MESSAGES } from '@signals/protocol';
import type { Db } from '../db/knex.js';
import { isUniqueViolation } from '../db/errors.js';
import { User } from '../db/models/index.js';
import { badRequest, conflict } from '../errors.js';
import { imitatesStaff, mustCheckUsername } from '../policies/username.js';
import { findVerifiedHolder } from '../queries/emailHolders.js';

/*
 * The checks on a username or e-mail before it is written. They read through
 * whatever they are given: the database before a command, or the command's
 * own transaction. The unique indexes remain the last word on a race
 * (`uniquenessConflict`).
 */

/**
 * Refuses (400, naming the field) a name that would pass for staff, when the
 * policy says this change must be checked (policies/username.ts).
 */
export async function assertNotStaffLike(db: Db, actor: { isAdmin: boolean }, current: string | null, wanted: string): Promise<void> {
  if (!mustCheckUsername(actor, current, wanted)) {
    return;
  }
  const admins = await User.query(db).select('username').where('isAdmin', true);
  if (imitatesStaff(wanted, admins.map((admin) => admin.username))) {
    throw badRequest(MESSAGES.usernameReserved, [{ path: 'username', message: MESSAGES.usernameReserved }]);
  }
}

/**
 * Refuses a username already used by someone other than `exceptUserId`.
 * Usernames are public, so saying one is taken tells nothing secret.
 */
export async function assertUsernameAvailable(db: Db, username: string, exceptUserId?: number): Promise<void> {
  const clash = await User.query(db)
    .select('id')
    .whereRaw('lower(username) = ?', [username.toLowerCase()])
    .modify((q) => {
      if (exceptUserId !== undefined) {
        q.whereNot('id', exceptUserId);
      }
    })
    .first();
  if (clash) {
    throw usernameTaken();
  }
}

/**
 * Refuses a username, or an e-mail another account verified, for an admin's
 * edit. A member's sign-up or change of address is never told whether an
 * address has an account: its owner is told by e-mail instead
 * (commands/emailAddress.ts).
 */
export async function assertAvailable(db: Db, username: string, email: string, exceptUserId?: number): Promise<void> {
  await assertUsernameAvailable(db, username, exceptUserId);
  if (await findVerifiedHolder(db, email, exceptUserId)) {
    throw emailTaken();
  }
}

/** The 409 for a unique index that caught a race, or null when the error is something else. */
export function uniquenessConflict(error: unknown) {
  if (isUniqueViolation(error, 'username')) {
    return usernameTaken();
  }
  if (isUniqueViolation(error, 'email')) {
    return emailTaken();
  }
  return null;
}

// The field is named, so a form can put the message under the right input.
const usernameTaken = () => conflict(MESSAGES.usernameTaken, [{ path: 'username', message: MESSAGES.usernameTaken }]);
const emailTaken = () => conflict(MESSAGES.emailTaken, [{ path: 'email', message: MESSAGES.emailTaken }]);
