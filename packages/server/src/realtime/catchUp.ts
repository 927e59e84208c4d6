import { LiveAuth, type ServerEventName } from '@signals/protocol';
import type { Socket } from 'socket.io';
import type { PushJournal } from './recovery.js';
import type { SharedPushLog } from './streamCatchUp.js';

/** Notices meant for the sockets open when they were sent, never sent again. */
const NOT_SENT_AGAIN: ReadonlySet<string> = new Set<ServerEventName>(['server:restarting', 'session:ended', 'live:caught-up']);

type CatchUpAdapter = Partial<PushJournal & SharedPushLog>;

/** The moment a new socket's client holds the server's data from (LiveAuth's `since`), if it asks to catch up. */
function askedSince(socket: Socket): number | undefined {
  if (socket.recovered) {
    // socket.io replayed what it missed already.
    return undefined;
  }
  const auth = LiveAuth.safeParse(socket.handshake.auth);
  return auth.success ? auth.data.since : undefined;
}

/**
 * Called as a new socket joins its rooms, in the same turn: on a cluster, what
 * would reach it from then on waits until it has been sent what it missed.
 */
export function holdForCatchUp(socket: Socket): void {
  if (askedSince(socket) !== undefined) {
    (socket.nsp.adapter as unknown as CatchUpAdapter).holdForCatchUp?.(socket);
  }
}

/**
 * A new socket whose handshake says from when its client holds the server's
 * data (LiveAuth's `since`) is sent again every push it would have received
 * since then, in order and before any later push, then told whether that was
 * all ('live:caught-up'). A page reads first and connects after, and a push
 * sent in between reached neither. What it is sent follows the rooms it
 * joined now, so a member who lost premium meanwhile gets the locked shape.
 * One process answers from its memory at once; a cluster from the Redis stream
 * (realtime/streamCatchUp.ts), after a read. Where the adapter cannot tell (a
 * restart that handed nothing over, too long ago), `complete` is false and
 * the client reads again. Called on connection, before anything is sent to
 * the socket; resolves once the socket has its answer.
 */
export async function catchUp(socket: Socket): Promise<void> {
  const since = askedSince(socket);
  if (since === undefined) {
    return;
  }
  const adapter = socket.nsp.adapter as unknown as CatchUpAdapter;
  // Through this process only, at once: a cluster adapter delivers a plain emit after its round trip to Redis, by
  // when the socket may have left the room of its own id (realtime/lean.ts) and the answer would be lost.
  const toSocket = socket.nsp.local.to(socket.id);
  const send = (args: unknown[], replayed: boolean): void => {
    const [event, ...rest] = args;
    if (typeof event === 'string' && !(replayed && NOT_SENT_AGAIN.has(event))) {
      toSocket.emit(event, ...rest);
    }
  };
  let complete: boolean;
  if (typeof adapter.catchUpFromLog === 'function') {
    complete = await adapter.catchUpFromLog(socket, since, send);
  } else {
    const missed = typeof adapter.pushesSince === 'function' ? adapter.pushesSince(since, socket.rooms) : null;
    missed?.forEach((args) => send(args, true));
    complete = missed !== null;
  }
  toSocket.emit('live:caught-up', { complete });
}
