import { randomBytes } from 'node:crypto';
import type { Namespace } from 'socket.io';
import type { BroadcastOptions, SessionAwareAdapter } from 'socket.io-adapter';
import { FanoutQueue } from './fanout.js';
import type { LiveTraffic } from '../services/liveTraffic.js';
import { recipients, type RoomIndex } from './recipients.js';
import { guardedMemoryAdapter, type BroadcastPacket, type RecoveryReader, type StoredPacket } from './recovery.js';
import { encodeFrame } from './wire.js';

/** Socket.IO's EVENT packet type. */
const EVENT = 2;

/**
 * The in-process adapter on the fast path: the stock path's adapter (with its
 * recovery check) and a broadcast built for fan-out to many sockets. Only
 * used when the start check (fastPath.ts) found SessionAwareAdapter's
 * `packets` and the ws internals wire.ts writes through.
 *
 * A broadcast keeps SessionAwareAdapter's bookkeeping exactly (the offset as
 * the last argument, the packet stored for replay with its rooms), encodes
 * the packet once as a complete WebSocket frame, takes its recipients at the
 * moment of the emit, and hands them to a queue that writes in slices that
 * yield, in emit order (telling `traffic` while it writes). Acknowledged and volatile packets, which the app
 * never sends, take the stock path.
 */
export function fanoutMemoryAdapter(reader: RecoveryReader, traffic?: LiveTraffic): typeof SessionAwareAdapter {
  return class FanoutSessionAwareAdapter extends guardedMemoryAdapter(reader) {
    private readonly fanout = new FanoutQueue(traffic);
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
        // The start check makes this unreachable; were it reached, offsets would point nowhere and every recovery would miss packets.
        throw new Error('socket.io-adapter no longer keeps replayable packets in `packets`: the fast path should have been turned off');
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
  };
}
