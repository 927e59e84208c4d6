import { isStaffRole, MESSAGES, staffMay, type StaffCapability, type StaffRole } from '@signals/protocol';
import { forbidden } from '../errors.js';

/** The parts of a user the staff rules read. */
type StaffPerson = { isAdmin: boolean; staffRole: string | null };

/**
 * A staff account's role; null for a member. A staff row with no role that the table knows holds none (it can do
 * nothing rather than everything): the migration and the role command always write one.
 */
export function staffRoleOf(user: StaffPerson | null | undefined): StaffRole | null {
  return user?.isAdmin && isStaffRole(user.staffRole) ? user.staffRole : null;
}

/** Refuses, with the code `roleRequired`, a staff member whose role lacks `capability` (the issue 46 table). */
export function requireCapability(user: StaffPerson, capability: StaffCapability): void {
  if (!staffMay(staffRoleOf(user), capability)) {
    throw forbidden(MESSAGES.roleRequired, { code: 'roleRequired' });
  }
}
