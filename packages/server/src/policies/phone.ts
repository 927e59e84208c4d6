import type { User } from '../db/models/index.js';

/**
 * Whether the member's phone number was confirmed with a texted code. The
 * confirmation names the number it confirmed, so a number changed since (by
 * the member or an admin) is no longer verified.
 */
export function hasVerifiedPhone(user: Pick<User, 'phoneNumber' | 'verifiedPhoneNumber'>): boolean {
  return user.phoneNumber !== null && user.phoneNumber === user.verifiedPhoneNumber;
}
