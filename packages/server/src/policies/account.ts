import { defaultNotificationPreferences, NOTIFICATION_CATEGORIES, type NotificationCategory, type NotificationPreferences, type SavedNotificationPreferences } from '@signals/protocol';
import type { User } from '../db/models/index.js';
import { hasActivePremium } from './premium.js';

type PremiumState = Pick<User, 'isPremium' | 'subscriptionEndDate' | 'isBanned'>;

/**
 * Whether the viewer may edit the profile with this id: members edit only
 * their own; admins change other accounts through the back office.
 *
 * @param viewer the signed-in user.
 * @param userId the id in the path.
 * @returns true when it is the viewer's own profile.
 */
export function canEditProfile(viewer: Pick<User, 'id'>, userId: number): boolean {
  return viewer.id === userId;
}

/**
 * Whether a sign-in from a browser new to the account (no device cookie of
 * its) is worth a new-sign-in alert: once the account has a browser of its
 * own. The very first sign-in of an account nobody has signed in to yet (made
 * by an admin, or by the seeds) has nothing to be new beside; a sign-up signs
 * in, so its browser is the account's first (commands/users.ts).
 *
 * @param member the member, with when a browser new to them last signed in.
 */
export function warrantsNewSignInAlert(member: Pick<User, 'newDeviceSignInAt'>): boolean {
  return member.newDeviceSignInAt !== null && member.newDeviceSignInAt !== undefined;
}

/**
 * Whether the user may receive SMS alerts: a premium benefit.
 *
 * @param user the user asking.
 * @param now the clock, for tests.
 * @returns true while the user holds premium.
 */
export function canUseSms(user: PremiumState, now: Date = new Date()): boolean {
  return hasActivePremium(user, now);
}

/**
 * Whether a set of preferences turns SMS on anywhere.
 *
 * @param preferences the channels per category.
 * @returns true when any category has sms on.
 */
export function asksForSms(preferences: Pick<SavedNotificationPreferences, NotificationCategory>): boolean {
  return NOTIFICATION_CATEGORIES.some((category) => preferences[category].sms);
}

/**
 * The delivery channels in force for a user: their saved choices over the
 * spec's defaults, with SMS off while they have no premium (a lapsed member's
 * saved SMS choice is kept for when they renew, but not shown as on).
 *
 * @param user the user, with their stored preferences.
 * @param now the clock, for tests.
 * @returns a complete set of channels per category.
 */
export function effectiveNotificationPreferences(
  user: PremiumState & Pick<User, 'notificationPreferences'>,
  now: Date = new Date(),
): NotificationPreferences {
  const premium = canUseSms(user, now);
  const defaults = defaultNotificationPreferences(premium);
  const stored = user.notificationPreferences;
  const result = {} as NotificationPreferences;
  for (const category of NOTIFICATION_CATEGORIES) {
    const channels = { ...defaults[category], ...(stored?.[category] ?? {}) };
    result[category] = { ...channels, sms: premium && channels.sms };
  }
  return result;
}
