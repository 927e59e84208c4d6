import { ROOMS } from '@signals/protocol';
import type { User } from '../db/models/index.js';
import { hasActivePremium } from '../policies/premium.js';

/** The rooms that decide what shape of a premium signal a socket receives. */
export const TIER_ROOMS = [ROOMS.premium, ROOMS.admin, ROOMS.members] as const;
export type TierRoom = (typeof TIER_ROOMS)[number];

/**
 * The tier rooms a user belongs in right now: premium with an active
 * subscription, admin for admins, members for everyone else. Exactly the
 * premium and admin rooms receive the full shape of premium signals.
 */
export function tierRoomsFor(user: Pick<User, 'isAdmin' | 'isPremium' | 'isBanned' | 'subscriptionEndDate'>, now: Date = new Date()): TierRoom[] {
  const rooms: TierRoom[] = [];
  if (hasActivePremium(user, now)) {
    rooms.push(ROOMS.premium);
  }
  if (user.isAdmin) {
    rooms.push(ROOMS.admin);
  }
  return rooms.length > 0 ? rooms : [ROOMS.members];
}

/** Every room a freshly connected socket joins. */
export function roomsFor(user: User, sessionHash: string, now: Date = new Date()): string[] {
  return [ROOMS.user(user.id), ROOMS.signedIn, ROOMS.session(sessionHash), ...tierRoomsFor(user, now)];
}

/** What a socket carries from its handshake. */
export interface SocketData {
  userId: number;
  /** SHA-256 of the session key, as stored in the sessions table. */
  sessionHash: string;
  /** When the session ends (epoch ms) unless a request renews it: the socket closes then (sessionExpiry.ts). */
  sessionExpiresAt: number;
}
