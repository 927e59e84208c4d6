import { MESSAGES, type LanguageCode, type NotificationPreferences } from '@signals/protocol';
import { User } from '../db/models/index.js';
import type { UnitOfWork } from '../db/transaction.js';
import { forbidden, notFound } from '../errors.js';
import { asksForSms, canUseSms } from '../policies/account.js';
import { assertAvailable, assertNotStaffLike, uniquenessConflict } from '../guards/userNames.js';

export const SMS_PREMIUM_ONLY = MESSAGES.smsPremiumOnly;

export interface ProfileChanges {
  username: string;
  /** Already lower-cased by the request schema. */
  email: string;
  /** Absent keeps the number; null removes it. */
  phoneNumber?: string | null;
}

/**
 * Saves a member's own username, e-mail and phone number. A new username
 * that would pass for staff is a 400 (policies/username.ts). Usernames and
 * e-mails stay unique regardless of case: a clash is a 409 naming which one,
 * whether found first or raised by the index. Records `user.updated`.
 *
 * @param unit the transaction and event recorder.
 * @param member the member editing their profile.
 * @param changes the new values, already validated.
 * @returns the updated user.
 */
export async function updateProfile(unit: UnitOfWork, member: Pick<User, 'id' | 'username' | 'isAdmin'>, changes: ProfileChanges): Promise<User> {
  await assertNotStaffLike(unit.trx, member, member.username, changes.username);
  await assertAvailable(unit.trx, changes.username, changes.email, member.id);
  let user: User;
  try {
    user = await User.query(unit.trx).patchAndFetchById(member.id, {
      username: changes.username,
      email: changes.email,
      ...(changes.phoneNumber !== undefined ? { phoneNumber: changes.phoneNumber } : {}),
    });
  } catch (error) {
    throw uniquenessConflict(error) ?? error;
  }
  return recordUpdate(unit, user);
}

/**
 * Saves the interface language. Records `user.updated` so the member's other
 * tabs follow.
 *
 * @param unit the transaction and event recorder.
 * @param member the member choosing.
 * @param input one of the supported codes.
 * @returns the updated user.
 */
export async function setLanguage(unit: UnitOfWork, member: Pick<User, 'id'>, input: { language: LanguageCode }): Promise<User> {
  const user = await User.query(unit.trx).patchAndFetchById(member.id, { language: input.language });
  return recordUpdate(unit, user);
}

/**
 * Saves the delivery channels per category. SMS is a premium benefit: a
 * member without premium who asks for SMS anywhere is refused (403) and
 * nothing is saved.
 *
 * @param unit the transaction.
 * @param member the member saving, as loaded for this request.
 * @param preferences the complete set of channels, already validated.
 * @returns the updated user.
 */
export async function setNotificationPreferences(unit: UnitOfWork, member: User, preferences: NotificationPreferences): Promise<User> {
  if (asksForSms(preferences) && !canUseSms(member)) {
    throw forbidden(SMS_PREMIUM_ONLY);
  }
  const user = await User.query(unit.trx).patchAndFetchById(member.id, { notificationPreferences: preferences });
  if (!user) {
    throw notFound(MESSAGES.userNotFound);
  }
  unit.record({ type: 'notificationPreferences.changed', user });
  return user;
}

function recordUpdate(unit: UnitOfWork, user: User | undefined): User {
  if (!user) {
    throw notFound(MESSAGES.userNotFound);
  }
  unit.record({ type: 'user.updated', user, premiumChanged: false });
  return user;
}
