import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@signals/protocol';
import type { Db } from '../../../src/db/knex.js';
import { User } from '../../../src/db/models/index.js';
import { hashPassword } from '../../../src/services/passwords.js';
import { TEST_PASSWORD_HASH_COST } from '../passwordCost.js';

/** Hashing is deliberately slow; tests reuse one hash per password, at the suites' cost. */
const hashes = new Map<string, Promise<string>>();
function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password, Number(TEST_PASSWORD_HASH_COST));
    hashes.set(password, hash);
  }
  return hash;
}

let sequence = 0;
/** A name no other test in this process has used. */
export function uniqueName(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}${sequence}_${randomBytes(3).toString('hex')}`;
}

export const DEFAULT_PASSWORD = 'Password#2026';

export interface UserOverrides {
  username?: string;
  email?: string;
  password?: string;
  isAdmin?: boolean;
  /** A staff account's role; `owner` (who may do everything) for an admin unless told otherwise. */
  staffRole?: StaffRole;
  isPremium?: boolean;
  isBanned?: boolean;
  subscriptionEndDate?: Date | null;
  phoneNumber?: string | null;
  /** The phone number confirmed with a texted code (SMS alerts need it). */
  phoneVerified?: boolean;
  /** Whether the e-mail address was confirmed with its link (e-mail alerts need it); true unless told otherwise. */
  emailVerified?: boolean;
}

/** A user as the factory returns it: the row, with the plain password kept for signing in. */
export type BuiltUser = User & { password: string };

/** Inserts a user with sensible defaults; `password` is kept on the result for signing in. */
export async function buildUser(db: Db, overrides: UserOverrides = {}): Promise<BuiltUser> {
  const username = overrides.username ?? uniqueName();
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const user = await User.query(db).insertAndFetch({
    username,
    email: overrides.email ?? `${username.toLowerCase()}@example.com`,
    emailVerifiedAt: overrides.emailVerified === false ? null : new Date(),
    passwordHash: await cachedHash(password),
    phoneNumber: overrides.phoneNumber ?? null,
    verifiedPhoneNumber: overrides.phoneVerified ? (overrides.phoneNumber ?? null) : null,
    isAdmin: overrides.isAdmin ?? overrides.staffRole !== undefined,
    staffRole: overrides.staffRole ?? (overrides.isAdmin ? 'owner' : null),
    isPremium: overrides.isPremium ?? false,
    isBanned: overrides.isBanned ?? false,
    subscriptionEndDate: overrides.subscriptionEndDate ?? (overrides.isPremium ? new Date(Date.now() + 30 * 86_400_000) : null),
    language: 'en',
  });
  return Object.assign(user, { password });
}

/** Inserts an admin; otherwise as `buildUser`. */
export function buildAdmin(db: Db, overrides: UserOverrides = {}): Promise<BuiltUser> {
  return buildUser(db, { ...overrides, isAdmin: true });
}
