import { ROOMS } from '@signals/protocol';
import type { Db } from '../db/knex.js';
import { User } from '../db/models/index.js';
import { isStaffHeldBack } from '../services/staffSecondFactor.js';
import type { DomainEvent } from '../services/eventBus.js';
import { hashSessionKey } from '../services/sessionKey.js';
import type { Io } from './publishers.js';
import { LANGUAGE_ROOMS, languageRoom, MUTED_ROOMS, mutedRoomsFor, STAFF_ROOMS, staffRoomsOf, TIER_ROOMS, tierRoomsFor } from './rooms.js';

/**
 * Keeps room membership in step with the user, at once and on every process:
 * a plan or role change moves their sockets between tier rooms; a ban, a
 * password change or reset closes their sockets, each told why first
 * (`session:ended`, so the page can say it on the sign-in screen); signing out
 * closes the sockets of that session only.
 */
export async function applyMembership(io: Io, db: Db, event: DomainEvent): Promise<void> {
  switch (event.type) {
    case 'user.updated': {
      const { user } = event;
      if (user.isBanned) {
        // A ban ends the user's sessions in the same transaction, so `user.sessionsEnded` (below) closes the
        // sockets, the one path every ending takes; there is no room to move them to meanwhile.
        return;
      }
      moveToTierRooms(io, user, await isStaffHeldBack(db, user));
      moveToMutedRooms(io, user);
      moveToLanguageRoom(io, user);
      return;
    }
    case 'notificationPreferences.changed':
      moveToMutedRooms(io, event.user);
      return;
    case 'user.sessionsEnded': {
      // The push is sent before the close on the same connection, so it arrives first.
      const room = ROOMS.user(event.userId);
      const kept = event.exceptSessionKey ? [ROOMS.session(hashSessionKey(event.exceptSessionKey))] : [];
      io.to(room).except(kept).emit('session:ended', { reason: event.reason });
      io.in(room).except(kept).disconnectSockets(true);
      return;
    }
    case 'session.ended':
      io.in(ROOMS.session(event.sessionHash)).disconnectSockets(true);
      return;
    case 'settings.changed': {
      // The staff two-factor rule may have been switched (issue 46): staff without two-factor leave the staff rooms
      // when it goes on, and come back when it goes off, at once. A handful of rows, read on a settings save.
      const staff = await User.query(db).where({ isAdmin: true, isBanned: false, totpEnabled: false });
      for (const user of staff) {
        moveToTierRooms(io, user, await isStaffHeldBack(db, user));
      }
      return;
    }
    default:
      return;
  }
}

/** Joins the tier rooms the user belongs in before leaving the others, so no push falls between. */
function moveToTierRooms(io: Io, user: User, heldBack: boolean): void {
  const room = ROOMS.user(user.id);
  // A role change moves staff between the staff rooms the same way, and turning two-factor on lets a staff account
  // the rule held back in (issue 46).
  const wanted = [...tierRoomsFor(user, new Date(), heldBack), ...staffRoomsOf(user, heldBack)];
  const unwanted = [...TIER_ROOMS, ...STAFF_ROOMS].filter((tier) => !wanted.includes(tier));
  io.in(room).socketsJoin(wanted);
  io.in(room).socketsLeave(unwanted);
}

/** Follows the member's bell choices (and premium, which changes the SMS defaults only, harmlessly): live alerts stop or start at once. */
function moveToMutedRooms(io: Io, user: User): void {
  const room = ROOMS.user(user.id);
  const wanted = mutedRoomsFor(user);
  io.in(room).socketsJoin(wanted);
  io.in(room).socketsLeave(MUTED_ROOMS.filter((muted) => !wanted.includes(muted)));
}

/** Follows the member's language: the alerts every member shares arrive in the new one at once. */
function moveToLanguageRoom(io: Io, user: User): void {
  const room = ROOMS.user(user.id);
  const wanted = languageRoom(user.language);
  io.in(room).socketsJoin(wanted);
  io.in(room).socketsLeave(LANGUAGE_ROOMS.filter((other) => other !== wanted));
}
