import { LANGUAGE_CODES, NOTIFICATION_CATEGORIES, ROOMS, STAFF_ROLES, staffRoom, type LanguageCode, type NotificationCategory } from '@signals/protocol';
import type { User } from '../db/models/index.js';
import { effectiveNotificationPreferences } from '../policies/account.js';
import { hasActivePremium } from '../policies/premium.js';
import { staffRoleOf } from '../policies/staff.js';
import { TIER_VIEWERS, type SignalViewer } from '../policies/signal.js';
import { bellCategories } from '../services/alerts/wants.js';

/** The rooms that decide what shape of a premium signal a socket receives. */
export const TIER_ROOMS = [ROOMS.premium, ROOMS.admin, ROOMS.members] as const;
export type TierRoom = (typeof TIER_ROOMS)[number];

/**
 * The tier rooms a user belongs in right now: premium with an active
 * subscription, admin for admins, members for everyone else. What each room
 * is shown of a signal is not decided here: the publishers present it for the
 * room's viewer (ROOM_VIEWERS) through the one entitlement policy.
 */
export function tierRoomsFor(user: Pick<User, 'isAdmin' | 'isPremium' | 'isBanned' | 'subscriptionEndDate'>, now: Date = new Date(), heldBack = false): TierRoom[] {
  const rooms: TierRoom[] = [];
  if (hasActivePremium(user, now)) {
    rooms.push(ROOMS.premium);
  }
  // A staff account held back by the two-factor rule (services/staffSecondFactor) is a member until it has two-factor.
  if (user.isAdmin && !heldBack) {
    rooms.push(ROOMS.admin);
  }
  return rooms.length > 0 ? rooms : [ROOMS.members];
}

/** The viewer standing for everyone in a tier room, for presenting what the room receives (policies/signal). */
export const ROOM_VIEWERS: Record<TierRoom, SignalViewer> = {
  [ROOMS.premium]: TIER_VIEWERS.premium,
  [ROOMS.admin]: TIER_VIEWERS.admin,
  [ROOMS.members]: TIER_VIEWERS.member,
};

/**
 * The room of the sockets whose member keeps a category out of the bell: a
 * signal alert goes to its readership's rooms except this one, one emit for
 * everyone (`io.to(room).except(mutedRoom(category))`).
 */
export const mutedRoom = (category: NotificationCategory) => `muted:${category}` as const;
export const MUTED_ROOMS = NOTIFICATION_CATEGORIES.map(mutedRoom);

/** The muted rooms a user belongs in: every category they do not keep in the app (the bell's own rule). */
export function mutedRoomsFor(user: User, now: Date = new Date()): string[] {
  const kept = bellCategories(effectiveNotificationPreferences(user, now));
  return NOTIFICATION_CATEGORIES.filter((category) => !kept.includes(category)).map(mutedRoom);
}

/**
 * The room of the sockets whose member reads a language: an alert to a whole readership goes
 * out once per language, each room left out of the others' emits (publishers.ts).
 */
export const languageRoom = (language: LanguageCode) => `lang:${language}` as const;
export const LANGUAGE_ROOMS = LANGUAGE_CODES.map(languageRoom);

/**
 * The staff room of the user's role, if they are staff: a staff event goes to the rooms of the roles that may read it
 * (protocol staffRoomsFor), so a support agent's socket never carries a payment (issue 46).
 */
export function staffRoomsOf(user: Pick<User, 'isAdmin' | 'staffRole'>, heldBack = false): string[] {
  const role = heldBack ? null : staffRoleOf(user);
  return role ? [staffRoom(role)] : [];
}
export const STAFF_ROOMS = STAFF_ROLES.map(staffRoom);

/** Every room a freshly connected socket joins; `heldBack`: a staff account the two-factor rule holds back. */
export function roomsFor(user: User, sessionHash: string, now: Date = new Date(), heldBack = false): string[] {
  return [
    ROOMS.user(user.id),
    ROOMS.signedIn,
    ROOMS.session(sessionHash),
    languageRoom(user.language),
    ...tierRoomsFor(user, now, heldBack),
    ...staffRoomsOf(user, heldBack),
    ...mutedRoomsFor(user, now),
  ];
}

/** What a socket carries from its handshake. */
export interface SocketData {
  userId: number;
  /** SHA-256 of the session key, as stored in the sessions table. */
  sessionHash: string;
  /** When the session ends (epoch ms) unless a request renews it: the socket closes then (sessionExpiry.ts). */
  sessionExpiresAt: number;
}
