import { textRef } from '@signals/protocol';
import type { User } from '../db/models/index.js';

type Actor = Pick<User, 'id'>;
type Target = Pick<User, 'id' | 'isAdmin' | 'isBanned'>;

/** Why an admin action on a user is refused, as a message reference (written in the admin's language by the error answer); null when it is allowed. */
export type Refusal = string | null;

export const ADMIN_USER_REFUSALS = {
  banAdmin: textRef('errors.cannotBanAdmin'),
  removeOwnAdmin: textRef('errors.cannotRemoveOwnAdmin'),
  promoteBanned: textRef('errors.cannotPromoteBanned'),
} as const;

/**
 * Whether an admin may ban a user: never an admin (including oneself), so
 * the back office can never lock out the people who run it.
 *
 * @param target the user to ban.
 * @returns the refusal, or null.
 */
export function refuseBan(target: Target): Refusal {
  return target.isAdmin ? ADMIN_USER_REFUSALS.banAdmin : null;
}

/**
 * Whether an admin may set a user's admin flag to `isAdmin`: an admin cannot
 * demote themselves (the last admin would lock everyone out), and a banned
 * user cannot become an admin (admins are never banned).
 *
 * @param actor the admin making the change.
 * @param target the user being changed.
 * @param isAdmin the requested admin flag.
 * @returns the refusal, or null.
 */
export function refuseAdminFlag(actor: Actor, target: Target, isAdmin: boolean): Refusal {
  if (actor.id === target.id && target.isAdmin && !isAdmin) {
    return ADMIN_USER_REFUSALS.removeOwnAdmin;
  }
  if (!target.isAdmin && isAdmin && target.isBanned) {
    return ADMIN_USER_REFUSALS.promoteBanned;
  }
  return null;
}
