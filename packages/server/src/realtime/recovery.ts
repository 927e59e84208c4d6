import type { Namespace } from 'socket.io';
import { SessionAwareAdapter, type BroadcastOptions, type Room, type Session as RecoveredSession } from 'socket.io-adapter';
import type { ViewerReader } from '../db/viewerReader.js';
import { fanoutMeter } from './fanoutTrace.js';
import { recipients } from './recipients.js';
import { TIER_ROOMS, tierRoomsFor, type SocketData } from './rooms.js';

/**
 * What a recovery reads: a restart's thousands of recoveries use the handshake's prepared statements on SQLite's
 * read-only connection (db/viewerReader), so none waits on a write.
 */
export type RecoveryReader = Pick<ViewerReader, 'findById' | 'findSession'>;

/**
 * Whether a socket's state may be recovered after a short drop. socket.io
 * replays the missed packets as soon as it restores a session, before any
 * middleware runs, so the decision has to be made here: the session must
 * still be live, the user not banned, and their tier unchanged (a user who
 * lost premium while away must not receive the full signals sent meanwhile).
 * When in doubt, no recovery: the client reconnects afresh and refetches.
 */
export async function mayRecover(reader: RecoveryReader, session: Pick<RecoveredSession, 'data' | 'rooms'>, now: Date = new Date()): Promise<boolean> {
  const data = session.data as Partial<SocketData> | undefined;
  if (!data || typeof data.userId !== 'number' || typeof data.sessionHash !== 'string') {
    return false;
  }
  const [user, row] = await Promise.all([reader.findById(data.userId), reader.findSession(data.sessionHash)]);
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

/** How SessionAwareAdapter keeps a packet for replay (its `packets` field, not in its typings). */
export interface StoredPacket {
  id: string;
  opts: BroadcastOptions;
  data: unknown[];
  emittedAt: number;
}

/**
 * What an in-process adapter holds for sockets to catch up with: the sessions of dropped sockets and the pushes of the
 * last minutes, as plain data (handed to the next process on the data folder by realtime/handover.ts).
 */
export interface HeldForRecovery {
  /** Pushes before this were sent by a process that handed nothing over: none of them is held. */
  keptFrom: number;
  sessions: Array<{ sid: string; pid: string; rooms: string[]; data: unknown; disconnectedAt: number }>;
  packets: Array<{ id: string; rooms: string[]; except: string[]; data: unknown[]; emittedAt: number }>;
}

/** An in-process adapter whose held state can pass from one process to the next (realtime/handover.ts). */
export interface HoldsRecovery {
  heldForRecovery(): HeldForRecovery | null;
  takeOver(held: HeldForRecovery): void;
}

/** An adapter that can say what it pushed since a moment (realtime/catchUp.ts). */
export interface PushJournal {
  /**
   * The pushes sent since `since` (epoch ms) that a socket in `rooms` would have received, each as its arguments (the
   * event name first); null when this adapter may no longer hold them all.
   */
  pushesSince(since: number, rooms: ReadonlySet<Room>): unknown[][] | null;
}

/**
 * The in-process adapter on the stock path: socket.io's session-aware memory
 * adapter, unchanged but for the recovery check above. Its broadcasts report
 * their cost to a subscribed benchmark (fanoutTrace.ts) like the fast path's,
 * so the two can be compared.
 */
export function guardedMemoryAdapter(reader: RecoveryReader): typeof SessionAwareAdapter {
  return class GuardedSessionAwareAdapter extends SessionAwareAdapter implements PushJournal, HoldsRecovery {
    /** Pushes before this were sent by another process (before a restart) and not handed over: none of them is here. */
    private keptFrom = Date.now();

    /** SessionAwareAdapter's own bookkeeping (private in its typings; the fast path's start check vouches for `packets`). */
    private get kept(): { sessions: Map<string, HeldForRecovery['sessions'][number]>; packets: StoredPacket[] } | null {
      const { sessions, packets } = this as unknown as { sessions?: unknown; packets?: unknown };
      return sessions instanceof Map && Array.isArray(packets) ? { sessions: sessions as Map<string, HeldForRecovery['sessions'][number]>, packets: packets as StoredPacket[] } : null;
    }

    heldForRecovery(): HeldForRecovery | null {
      const kept = this.kept;
      if (!kept) {
        return null;
      }
      return {
        keptFrom: this.keptFrom,
        sessions: [...kept.sessions.values()],
        packets: kept.packets.map(({ id, opts, data, emittedAt }) => ({ id, rooms: [...opts.rooms], except: [...(opts.except ?? [])], data, emittedAt })),
      };
    }

    takeOver(held: HeldForRecovery): void {
      const kept = this.kept;
      if (!kept) {
        return;
      }
      for (const session of held.sessions) {
        kept.sessions.set(session.pid, session);
      }
      // Older than anything pushed here, and in place: the fast path holds the same array. Pushed one by one: a busy
      // window's thousands of packets would overflow the arguments of a single unshift.
      const pushedHere = kept.packets.splice(0);
      for (const { id, rooms, except, data, emittedAt } of held.packets) {
        kept.packets.push({ id, opts: { rooms: new Set(rooms), except: new Set(except) }, data, emittedAt });
      }
      for (const packet of pushedHere) {
        kept.packets.push(packet);
      }
      this.keptFrom = Math.min(this.keptFrom, held.keptFrom);
    }

    override broadcast(packet: BroadcastPacket, opts: BroadcastOptions): void {
      const meter = fanoutMeter(() => recipients({ rooms: this.rooms, sockets: (this.nsp as Namespace).sockets }, opts).length);
      meter?.startSlice();
      super.broadcast(packet, opts);
      meter?.endSlice();
      meter?.publish();
    }

    pushesSince(since: number, rooms: ReadonlySet<Room>): unknown[][] | null {
      const kept = this.kept;
      const { maxDisconnectionDuration } = this as unknown as { maxDisconnectionDuration?: unknown };
      // The adapter drops packets older than its window (once a minute): within it, every one is still here.
      if (!kept || typeof maxDisconnectionDuration !== 'number' || since < this.keptFrom || since < Date.now() - maxDisconnectionDuration) {
        return null;
      }
      const stored = kept.packets;
      const pushes: unknown[][] = [];
      for (let index = firstAtOrAfter(stored, since); index < stored.length; index += 1) {
        const { opts, data } = stored[index]!;
        if (reaches(opts, rooms)) {
          // The last argument is the packet's replay offset (SessionAwareAdapter appends it): the new emit adds its own.
          pushes.push(data.slice(0, -1));
        }
      }
      return pushes;
    }

    override async restoreSession(pid: string, offset: string): Promise<RecoveredSession> {
      const session = await super.restoreSession(pid, offset);
      if (!session || !(await mayRecover(reader, session))) {
        // The adapter's contract returns null for "no session"; its typings do not say so.
        return null as unknown as RecoveredSession;
      }
      // Pushes emitted while the check read the database are not in the first answer: take the missed packets again.
      return super.restoreSession(pid, offset);
    }
  };
}

/** The index of the first packet emitted at or after `since` (packets are kept in emit order). */
function firstAtOrAfter(packets: StoredPacket[], since: number): number {
  let low = 0;
  let high = packets.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (packets[middle]!.emittedAt < since) {
      low = middle + 1;
    } else {
      high = middle;
    }
  }
  return low;
}

/** Whether a broadcast reaches a socket in `rooms`, as socket.io-adapter decides it for a recovered session. */
export function reaches(opts: BroadcastOptions, rooms: ReadonlySet<Room>): boolean {
  const included = opts.rooms.size === 0 || [...opts.rooms].some((room) => rooms.has(room));
  return included && ![...(opts.except ?? [])].some((room) => rooms.has(room));
}
