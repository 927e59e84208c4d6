import { z } from 'zod';
import { LANGUAGE_CODES, PREMIUM_KINDS } from '../constants.js';
import { Id, NullableTimestamp, Timestamp } from './common.js';
import { STAFF_ROLES } from '../staffRoles.js';

/** The signed-in user as the client reads it. Never carries a password hash or a TOTP secret. */
export const User = z.object({
  id: Id,
  username: z.string(),
  email: z.string(),
  /** Whether the address was confirmed with the link sent to it; nothing but that link goes to it until it is. */
  emailVerified: z.boolean(),
  /** The address the member asked to move to, until the link sent to it is opened; the account keeps `email` meanwhile. */
  pendingEmail: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  /** Whether the phone number was confirmed with a texted code; SMS alerts go only to a verified number. */
  phoneVerified: z.boolean(),
  isAdmin: z.boolean(),
  /** A staff account's role (issue 46), which decides what of the back office it may use; null for a member. */
  staffRole: z.enum(STAFF_ROLES).nullable(),
  isPremium: z.boolean(),
  /** The kind of premium running now (paid, trial, comped, or grace after an end); null without premium. */
  premiumKind: z.enum(PREMIUM_KINDS).nullable(),
  subscriptionEndDate: NullableTimestamp,
  /** While in grace: when premium really goes (`grace_period_days` after the end); null otherwise. */
  graceEndsAt: NullableTimestamp,
  language: z.enum(LANGUAGE_CODES),
  twoFactorEnabled: z.boolean(),
  createdAt: Timestamp,
});
export type User = z.infer<typeof User>;

/** A user as the back office lists it. */
export const AdminUser = z.object({
  id: Id,
  username: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  isAdmin: z.boolean(),
  staffRole: z.enum(STAFF_ROLES).nullable(),
  isPremium: z.boolean(),
  /** As for the member: the back office shows "Comped" and "Trial" apart from paid premium. */
  premiumKind: z.enum(PREMIUM_KINDS).nullable(),
  isBanned: z.boolean(),
  /** Whether two-factor is on, so the back office can offer to clear it for a member who lost their phone. */
  twoFactorEnabled: z.boolean(),
  subscriptionEndDate: NullableTimestamp,
  createdAt: Timestamp,
});
export type AdminUser = z.infer<typeof AdminUser>;

/** A user found by the notification recipient search. */
export const UserSummary = z.object({ id: Id, username: z.string(), email: z.string() });
export type UserSummary = z.infer<typeof UserSummary>;
