import type { Namespace } from 'socket.io';
import { SessionAwareAdapter, type BroadcastOptions, type Session as RecoveredSession } from 'socket.io-adapter';
import type { Db } from '../db/knex.js';
import { Session, User } from '../db/models/index.js';
import { fanoutMeter } from './fanoutTrace.js';
import { recipients } from './recipients.js';
import { TIER_ROOMS, tierRoomsFor, type SocketData } from './rooms.js';

/**
 * Whether a socket's state may be recovered after a short drop. socket.io
 * replays the missed packets as soon as it restores a session, before any
 * middleware runs, so the decision has to be made here: the session must
 * still be live, the user not banned, and their tier unchanged (a user who
 * lost premium while away must not receive the full signals sent meanwhile).
 * When in doubt, no recovery: the client reconnects afresh and refetches.
 */
export async function mayRecover(db: Db, session: Pick<RecoveredSession, 'data' | 'rooms'>, now: Date = new Date()): Promise<boolean> {
  const data = session.data as Partial<SocketData> | undefined;
  if (!data || typeof data.userId !== 'number' || typeof data.sessionHash !== 'string') {
    return false;
  }
  const [user, row] = await Promise.all([User.query(db).findById(data.userId), Session.query(db).findById(data.sessionHash)]);
  if (!user || user.isBanned || !row || row.expiresAt.getTime() <= now.getTime()) {
    return false;
  }
  const expected = tierRoomsFor(user, now).sort().join(',');
  const had = session.rooms.filter((room) => (TIER_ROOMS as readonly string[]).includes(room)).sort().join(',');
  return expected === had;
}

/** A packet as the namespace hands it to the adapter. */
export interface BroadcastPacket {
  type: number;
  id?: number;
  data: unknown[];
}

/**
 * The in-process adapter on the stock path: socket.io's session-aware memory
 * adapter, unchanged but for the recovery check above. Its broadcasts report
 * their cost to a subscribed benchmark (fanoutTrace.ts) like the fast path's,
 * so the two can be compared.
 */
export function guardedMemoryAdapter(db: Db): typeof SessionAwareAdapter {
  return class GuardedSessionAwareAdapter extends SessionAwareAdapter {
    override broadcast(packet: BroadcastPacket, opts: BroadcastOptions): void {
      const meter = fanoutMeter(() => recipients({ rooms: this.rooms, sockets: (this.nsp as Namespace).sockets }, opts).length);
      meter?.startSlice();
      super.broadcast(packet, opts);
      meter?.endSlice();
      meter?.publish();
    }

    override async restoreSession(pid: string, offset: string): Promise<RecoveredSession> {
      const session = await super.restoreSession(pid, offset);
      if (!session || !(await mayRecover(db, session))) {
        // The adapter's contract returns null for "no session"; its typings do not say so.
        return null as unknown as RecoveredSession;
      }
      // Pushes emitted while the check read the database are not in the first answer: take the missed packets again.
      return super.restoreSession(pid, offset);
    }
  };
}
