import type { LanguageCode, StaffRole, SavedNotificationPreferences, QuietHours, SubscriptionKind } from '@signals/protocol';
import { TimestampedModel } from './BaseModel.js';

export class User extends TimestampedModel {
  static override tableName = 'users';
  static override booleanColumns = ['isPremium', 'isAdmin', 'isBanned', 'totpEnabled'];
  static override timestampColumns = ['subscriptionEndDate', 'createdAt', 'updatedAt', 'subscriptionReminderFor', 'newDeviceSignInAt', 'emailVerifiedAt', 'graceEndDate', 'lastSeenAt'];
  static override numberColumns = ['totpLastStep', 'subscriptionReminderStage'];
  static override jsonColumns = ['notificationPreferences', 'quietHours'];

  id!: number;
  username!: string;
  email!: string;
  /** When the address was proven by opening a link sent to it; null: unverified, and nothing but that link goes to it. */
  emailVerifiedAt!: Date | null;
  /** The address the member asked to move to, until the link sent to it is opened. */
  pendingEmail!: string | null;
  passwordHash!: string;
  phoneNumber!: string | null;
  /** The number last confirmed with a texted code; verified while it equals `phoneNumber`. */
  verifiedPhoneNumber!: string | null;
  isPremium!: boolean;
  isAdmin!: boolean;
  /** The staff account's role (issue 46); null for a member. Set together with `isAdmin`. */
  staffRole!: StaffRole | null;
  isBanned!: boolean;
  subscriptionEndDate!: Date | null;
  language!: LanguageCode;
  notificationPreferences!: SavedNotificationPreferences | null;
  totpSecret!: string | null;
  totpEnabled!: boolean;
  totpLastStep!: number | null;
  /** When alerts other than the bell and security ones wait (null: never). */
  quietHours!: QuietHours | null;
  /** The subscription end the latest renewal reminder was sent for. */
  subscriptionReminderFor!: Date | null;
  /** Which reminder was sent last for that end: 7, 3 or 1 days before it, or 0 on the day it lapsed. */
  subscriptionReminderStage!: number | null;
  /** The kind of the period running now (paid, trial, comped); null without premium. */
  premiumKind!: SubscriptionKind | null;
  /** When access ends with the grace period (`grace_period_days` after `subscriptionEndDate`); null for no grace. */
  graceEndDate!: Date | null;
  /** When the account last signed in from a browser new to it (null: never signed in with a password). */
  newDeviceSignInAt!: Date | null;
  /** When the member last made a signed-in request, to the hour (http/lastSeen.ts); null: not since it was kept. */
  lastSeenAt!: Date | null;
}
