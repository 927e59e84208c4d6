import { MESSAGES, NOTIFICATION_CATEGORIES, type LanguageCode, type SavedNotificationPreferences } from '@signals/protocol';
import { User } from '../db/models/index.js';
import type { UnitOfWork } from '../db/transaction.js';
import { forbidden, notFound } from '../errors.js';
import { asksForSms, canUseSms } from '../policies/account.js';
import { assertNotStaffLike, assertUsernameAvailable, uniquenessConflict } from '../guards/userNames.js';
import { retirePasswordResets } from '../db/singleUseLinks.js';
import type { AddressProof } from '../services/mail/addressMail.js';
import { proveAddress, type PreparedLink } from './emailAddress.js';

export const SMS_PREMIUM_ONLY = MESSAGES.smsPremiumOnly;

export interface ProfileChanges {
  username: string;
  /** Already lower-cased by the request schema. */
  email: string;
  /** Absent keeps the number; null removes it. */
  phoneNumber?: string | null;
  /**
   * How a new e-mail (one that differs from the current) is taken, once the
   * route checked the current password: `link` keeps the address and makes the
   * new one pending until the link sent to it is opened (e-mail configured);
   * `direct` moves the account at once, unverified (no e-mail to prove it with).
   */
  emailChange?: { link: PreparedLink; now: Date } | 'direct';
}

/** The saved member, and for a change of address with a link, what to e-mail. */
export interface ProfileSaved {
  user: User;
  proof: AddressProof | null;
}

/**
 * Saves a member's own username, e-mail and phone number. A new username
 * that would pass for staff is a 400 (policies/username.ts); usernames stay
 * unique regardless of case (409, whether found first or raised by the
 * index). A new e-mail never replaces the address on a session's word alone:
 * the route checks the password first, and with e-mail configured the new
 * address waits (`pendingEmail`) for its link to be opened
 * (commands/emailAddress.ts). Records `user.updated`.
 *
 * @param unit the transaction and event recorder.
 * @param member the member editing their profile.
 * @param changes the new values, already validated.
 * @returns the updated user, and what to e-mail about a change of address.
 */
export async function updateProfile(unit: UnitOfWork, member: Pick<User, 'id' | 'username' | 'email' | 'isAdmin'>, changes: ProfileChanges): Promise<ProfileSaved> {
  await assertNotStaffLike(unit.trx, member, member.username, changes.username);
  await assertUsernameAvailable(unit.trx, changes.username, member.id);
  const moving = changes.email !== member.email.toLowerCase();
  if (moving && changes.emailChange === undefined) {
    // The route decides how an address changes; reaching here without it is a programming error.
    throw new Error('A change of e-mail needs the route’s password check (emailChange)');
  }
  const emailPatch = !moving ? {} : changes.emailChange === 'direct' ? { email: changes.email, emailVerifiedAt: null, pendingEmail: null } : { pendingEmail: changes.email };
  let user: User;
  try {
    user = await User.query(unit.trx).patchAndFetchById(member.id, {
      username: changes.username,
      ...emailPatch,
      ...(changes.phoneNumber !== undefined ? { phoneNumber: changes.phoneNumber } : {}),
    });
  } catch (error) {
    throw uniquenessConflict(error) ?? error;
  }
  let proof: AddressProof | null = null;
  if (moving && changes.emailChange !== undefined && changes.emailChange !== 'direct') {
    proof = await proveAddress(unit, member, { user: member, purpose: 'change', email: changes.email, link: changes.emailChange.link, now: changes.emailChange.now });
  } else if (moving) {
    // Moved at once: a reset link sent to the old address must not work any more.
    await retirePasswordResets(unit.trx, member.id, new Date());
  }
  return { user: recordUpdate(unit, user), proof };
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
 * @param preferences the channels per category, already validated (Telegram's may be left out: it keeps its default).
 * @returns the updated user.
 */
export async function setNotificationPreferences(unit: UnitOfWork, member: User, preferences: SavedNotificationPreferences): Promise<User> {
  if (asksForSms(preferences) && !canUseSms(member)) {
    throw forbidden(SMS_PREMIUM_ONLY);
  }
  // A client that does not know Telegram as a channel leaves the member's choice for it as it was.
  const saved = Object.fromEntries(
    NOTIFICATION_CATEGORIES.map((category) => {
      const telegram = preferences[category].telegram ?? member.notificationPreferences?.[category]?.telegram;
      return [category, { ...preferences[category], ...(telegram === undefined ? {} : { telegram }) }];
    }),
  ) as SavedNotificationPreferences;
  const user = await User.query(unit.trx).patchAndFetchById(member.id, { notificationPreferences: saved });
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
