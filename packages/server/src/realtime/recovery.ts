import { randomBytes } from 'node:crypto';
import type { Namespace } from 'socket.io';
import { SessionAwareAdapter, type BroadcastOptions, type Session as RecoveredSession } from 'socket.io-adapter';
import type { Db } from '../db/knex.js';
import { Session, User } from '../db/models/index.js';
import { FanoutQueue } from './fanout.js';
import type { FanoutObserver } from './probe.js';
import { recipients, type RoomIndex } from './recipients.js';
import { TIER_ROOMS, tierRoomsFor, type SocketData } from './rooms.js';
import { encodeFrame } from './wire.js';

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

/** Socket.IO's EVENT packet type. */
const EVENT = 2;

/** A packet as the namespace hands it to the adapter. */
interface BroadcastPacket {
  type: number;
  id?: number;
  data: unknown[];
}

/** How SessionAwareAdapter keeps a packet for replay (its `packets` field, not in its typings). */
interface StoredPacket {
  id: string;
  opts: BroadcastOptions;
  data: unknown[];
  emittedAt: number;
}

/**
 * The in-process adapter: socket.io's session-aware memory adapter with the
 * recovery check above, and a broadcast built for fan-out to many sockets.
 *
 * A broadcast keeps SessionAwareAdapter's bookkeeping exactly (the offset as
 * the last argument, the packet stored for replay with its rooms), encodes
 * the packet once as a complete WebSocket frame, takes its recipients at the
 * moment of the emit, and hands them to a queue that writes in slices that
 * yield, in emit order. Acknowledged and volatile packets, which the app
 * never sends, take the stock path.
 */
export function guardedMemoryAdapter(db: Db, observer?: FanoutObserver): typeof SessionAwareAdapter {
  return class GuardedSessionAwareAdapter extends SessionAwareAdapter {
    private readonly fanout = new FanoutQueue(observer);
    private readonly stored: StoredPacket[];
    private readonly index: RoomIndex;
    private readonly namespace: Namespace;
    /** Offsets are opaque to the client; a per-process prefix and a counter keep them unique. */
    private readonly offsetPrefix = randomBytes(6).toString('base64url');
    private offsetCount = 0;

    constructor(nsp: Namespace) {
      super(nsp);
      const packets = (this as unknown as { packets?: unknown }).packets;
      if (!Array.isArray(packets)) {
        // Without it, offsets would point nowhere and every recovery would silently miss packets.
        throw new Error('socket.io-adapter no longer keeps replayable packets in `packets`: update the realtime adapter');
      }
      this.stored = packets as StoredPacket[];
      this.namespace = nsp;
      this.index = { rooms: this.rooms, sockets: nsp.sockets };
    }

    override broadcast(packet: BroadcastPacket, opts: BroadcastOptions): void {
      if (packet.type !== EVENT || packet.id !== undefined || opts.flags?.volatile !== undefined) {
        super.broadcast(packet, opts);
        return;
      }
      // The client resumes from the last offset it saw: it goes at the end of the arguments.
      const offset = `${this.offsetPrefix}${(this.offsetCount += 1).toString(36)}`;
      packet.data.push(offset);
      this.stored.push({ id: offset, opts, data: packet.data, emittedAt: Date.now() });
      const encoded = this.namespace.server.encoder.encode({ type: EVENT, nsp: this.namespace.name, data: packet.data }) as Array<string | Buffer>;
      const [text] = encoded;
      this.fanout.enqueue({
        targets: recipients(this.index, opts),
        frame: encoded.length === 1 && typeof text === 'string' ? encodeFrame(text) : undefined,
        encoded,
        args: packet.data,
      });
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
