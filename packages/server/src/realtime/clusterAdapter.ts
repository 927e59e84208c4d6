import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { Redis } from 'ioredis';
import type { Namespace } from 'socket.io';
import type { Adapter, Session } from 'socket.io-adapter';
import { mayRecover, type RecoveryReader } from './recovery.js';
import { withStreamCatchUp } from './streamCatchUp.js';

/**
 * socket.io's Redis streams adapter, for several processes serving one
 * audience: broadcasts and room changes (a member moved into the premium
 * room, a banned member's sockets closed) reach every process, and a socket
 * that drops can recover on any of them, since the stream keeps the packets
 * and Redis the sessions. The same rights check as on one process guards the
 * recovery: a member banned, signed out or moved out of premium while away
 * reconnects afresh instead of receiving what was sent meanwhile. A page's
 * first socket is sent what the cluster pushed since its reads, from the
 * stream too.
 */
export function guardedRedisAdapter(redis: Redis, prefix: string, reader: RecoveryReader) {
  const streamName = `${prefix}socket.io`;
  const create = createAdapter(redis, {
    streamName,
    channelPrefix: `${prefix}socket.io`,
    sessionKeyPrefix: `${prefix}socket.io:session:`,
    // Every payload is JSON from the presenters.
    onlyPlaintext: true,
  });
  // socket.io calls `new` on the adapter option; a plain function that returns an object is allowed to.
  return function GuardedRedisStreamsAdapter(nsp: Namespace): Adapter {
    // A new socket that asks for what it missed is sent it from the stream (realtime/catchUp.ts).
    const adapter = withStreamCatchUp(create(nsp), redis, streamName);
    const restore = adapter.restoreSession.bind(adapter);
    adapter.restoreSession = async (pid, offset): Promise<Session> => {
      const session = await restore(pid, offset);
      if (!(await mayRecover(reader, session))) {
        // socket.io treats a rejection as "nothing to recover" and opens a fresh session.
        throw new Error('The member may no longer recover this session');
      }
      return session;
    };
    return adapter;
  };
}
