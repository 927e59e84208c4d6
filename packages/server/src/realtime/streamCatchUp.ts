import type { Redis } from 'ioredis';
import type { ServerOptions, Socket } from 'socket.io';
import { MessageType, type Adapter, type BroadcastOptions } from 'socket.io-adapter';
import { reaches, type BroadcastPacket } from './recovery.js';

/** One push for a socket catching up: its stream entry's id, and the arguments to emit (the event name first). */
interface HeldPush {
  offset: string;
  args: unknown[];
}

/** A cluster adapter that can send a new socket what the cluster pushed since a moment, from the shared stream. */
export interface SharedPushLog {
  /**
   * From now on, pushes that would reach the socket are held back for `catchUpFromLog` to send in order. Called when
   * the socket joins its rooms, in the same turn, so that no push reaches it between the two.
   */
  holdForCatchUp(socket: Socket): void;
  /**
   * Sends the socket, through `send`, every push since `since` (epoch ms) it would have received and did not, in the
   * stream's order, then what was held meanwhile, and lets pushes through again. `replayed` is true for a push the
   * socket's rooms reached before it joined. Resolves whether that was everything; false when the stream may no
   * longer hold it all (trimmed, too long ago, Redis unreachable), and then only what was held is sent.
   */
  catchUpFromLog(socket: Socket, since: number, send: (args: unknown[], replayed: boolean) => void): Promise<boolean>;
}

/** What the stream holds for one entry, as the Redis streams adapter writes it (with onlyPlaintext: JSON data). */
interface StreamMessage {
  uid?: string;
  nsp?: string;
  type?: number;
  data?: { packet?: BroadcastPacket; requestId?: string; opts?: { rooms?: string[]; except?: string[]; flags?: { volatile?: boolean } } };
}

/** The cluster adapter's members this reads or wraps; public in its code, protected or untyped in its typings. */
interface ClusterInternals {
  uid: string;
  nsp: Socket['nsp'];
  onRawMessage(raw: Record<string, string>, offset: string): void;
  addOffsetIfNecessary(packet: BroadcastPacket, opts: BroadcastOptions, offset: string): void;
  publishAndReturnOffset(message: { type: MessageType }): Promise<string>;
  close(): unknown;
}

/** How often a process that has not yet read its first stream entry publishes a heartbeat to read one. */
const PROBE_EVERY_MS = 250;
/** How long a catch-up waits for that first entry before answering "not everything". */
const POSITION_WAIT_MS = 5000;

/**
 * Adds catch-up from the cluster's stream to a Redis streams adapter. A
 * process delivers other processes' pushes in the stream's order as it reads
 * them, and its own as Redis numbers them, so at any moment it can tell which
 * entries its sockets have been sent: another process's up to the last entry
 * it read (and none from before it began reading), its own up to the last it
 * delivered. A socket that joined later missed exactly those; later ones reach
 * it live. Pushes that arrive while the stream is read are held for it and
 * sent after, so it receives each push once and in order.
 */
export function withStreamCatchUp(adapter: Adapter, redis: Redis, streamName: string): Adapter & SharedPushLog {
  const cluster = adapter as unknown as ClusterInternals;
  /** The first entry this process read from the stream: every earlier one was pushed before it was listening. */
  let firstRead: string | undefined;
  /** The last entry read: every other process's push up to it has been delivered here. */
  let lastRead: string | undefined;
  /** The last push of this process's own delivered here. */
  let lastOwn: string | undefined;
  let reading = false;
  const held = new Map<string, { socket: Socket; pushes: HeldPush[] }>();
  const positionWaiters = new Set<() => void>();

  const onRawMessage = cluster.onRawMessage.bind(adapter);
  cluster.onRawMessage = (raw, offset) => {
    reading = true;
    try {
      onRawMessage(raw, offset);
    } finally {
      reading = false;
      firstRead ??= offset;
      lastRead = offset;
      positionWaiters.forEach((wake) => wake());
    }
  };

  const addOffsetIfNecessary = cluster.addOffsetIfNecessary.bind(adapter);
  // Called for every push that has a stream entry, in the same turn as its delivery here, with the options it is
  // delivered with: the one place that sees both the entry's id and who it reaches.
  cluster.addOffsetIfNecessary = (packet, opts, offset) => {
    addOffsetIfNecessary(packet, opts, offset);
    if (!reading) {
      lastOwn = offset;
    }
    if (held.size === 0 || packet.type !== 2) {
      return;
    }
    const holding = [...held.values()].filter(({ socket }) => reaches(opts, socket.rooms));
    for (const hold of holding) {
      hold.pushes.push({ offset, args: [...packet.data] });
    }
    if (holding.length > 0) {
      opts.except = new Set([...(opts.except ?? []), ...holding.map(({ socket }) => socket.id)]);
    }
  };

  // Until this process has read one entry, it cannot tell what it delivered: ask the stream for one (a heartbeat,
  // which every process ignores but for counting its peers) until the reading loop, started in the background, sees one.
  const probe = setInterval(() => {
    if (firstRead !== undefined) {
      clearInterval(probe);
      return;
    }
    // Redis unreachable: the adapter says so itself; catch-ups answer "not everything" meanwhile.
    cluster.publishAndReturnOffset({ type: MessageType.HEARTBEAT }).catch(() => undefined);
  }, PROBE_EVERY_MS);
  probe.unref();
  const close = cluster.close.bind(adapter);
  cluster.close = () => {
    clearInterval(probe);
    positionWaiters.forEach((wake) => wake());
    return close();
  };

  const positionKnown = (): Promise<boolean> => {
    if (firstRead !== undefined) {
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const wake = (): void => {
        clearTimeout(timer);
        positionWaiters.delete(wake);
        resolve(firstRead !== undefined);
      };
      const timer = setTimeout(wake, POSITION_WAIT_MS);
      positionWaiters.add(wake);
    });
  };

  /** Whether this process has delivered the entry, or never will (pushed before it was reading). */
  const deliveredOrMissed = (offset: string, message: StreamMessage): boolean => {
    if (message.uid === cluster.uid) {
      return lastOwn !== undefined && compareOffsets(offset, lastOwn) <= 0;
    }
    return firstRead !== undefined && lastRead !== undefined && (compareOffsets(offset, firstRead) < 0 || compareOffsets(offset, lastRead) <= 0);
  };

  return Object.assign(adapter, {
    holdForCatchUp(socket: Socket): void {
      held.set(socket.id, { socket, pushes: [] });
      // A socket that never connects (its client left during the handshake) is not held for ever.
      socket.conn.once('close', () => held.delete(socket.id));
    },

    async catchUpFromLog(socket: Socket, since: number, send: (args: unknown[], replayed: boolean) => void): Promise<boolean> {
      // As far back as socket.io recovers a session, as on one process (its `opts` are private in its typings).
      const { connectionStateRecovery } = (socket.nsp.server as unknown as { opts: Partial<ServerOptions> }).opts;
      const windowMs = connectionStateRecovery?.maxDisconnectionDuration ?? 0;
      let entries: Array<[string, string[]]> | null = null;
      if (held.has(socket.id) && since >= Date.now() - windowMs && (await positionKnown())) {
        try {
          const [oldest, recent] = await Promise.all([redis.xrange(streamName, '-', '+', 'COUNT', 1), redis.xrange(streamName, `${since}-0`, '+')]);
          // An older entry still in the stream shows nothing since `since` was trimmed away.
          const trimmed = oldest.length === 0 ? false : offsetTime(oldest[0]![0]) > since;
          entries = trimmed ? null : recent;
        } catch {
          entries = null;
        }
      }
      // From here to the end in one turn: nothing can reach the socket between what it is sent and what follows live.
      const hold = held.get(socket.id);
      held.delete(socket.id);
      const heldPushes = hold?.pushes ?? [];
      const missed: HeldPush[] = [];
      const heldOffsets = new Set(heldPushes.map(({ offset }) => offset));
      for (const [offset, fields] of entries ?? []) {
        const message = parseEntry(fields);
        const packet = message?.data?.packet;
        const opts = message?.data?.opts;
        if (!message || message.type !== MessageType.BROADCAST || message.nsp !== socket.nsp.name || !packet || !opts) {
          continue;
        }
        // Acknowledged and volatile pushes are never kept for replay, as socket.io's own recovery does.
        if (message.data?.requestId !== undefined || opts.flags?.volatile || heldOffsets.has(offset) || !deliveredOrMissed(offset, message)) {
          continue;
        }
        if (packet.type === 2 && reaches({ rooms: new Set(opts.rooms ?? []), except: new Set(opts.except ?? []) }, socket.rooms)) {
          // The entry's id last, as socket.io appends it to a push: the client recovers from it after a later drop.
          missed.push({ offset, args: [...packet.data, offset] });
        }
      }
      for (const push of missed) {
        send(push.args, true);
      }
      for (const push of heldPushes) {
        send(push.args, false);
      }
      return hold !== undefined && entries !== null;
    },
  });
}

/** Reads a stream entry's field list (name, value, name, value...) back into the adapter's message. */
function parseEntry(fields: string[]): StreamMessage | null {
  const raw: Record<string, string> = {};
  for (let index = 0; index + 1 < fields.length; index += 2) {
    raw[fields[index]!] = fields[index + 1]!;
  }
  try {
    return { uid: raw.uid, nsp: raw.nsp, type: Number(raw.type), data: raw.data?.startsWith('{') ? (JSON.parse(raw.data) as StreamMessage['data']) : undefined };
  } catch {
    return null;
  }
}

/** The time part of a stream entry id (`<ms>-<sequence>`), Redis's clock. */
function offsetTime(offset: string): number {
  return Number(offset.slice(0, offset.indexOf('-')));
}

/** Orders two stream entry ids. */
export function compareOffsets(a: string, b: string): number {
  const [aTime, aSequence] = a.split('-').map(Number) as [number, number];
  const [bTime, bSequence] = b.split('-').map(Number) as [number, number];
  return aTime - bTime || aSequence - bSequence;
}
