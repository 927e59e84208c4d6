import { LiveAuth, type ServerEventName } from '@signals/protocol';
import type { Socket } from 'socket.io';
import type { PushJournal } from './recovery.js';

/** Notices meant for the sockets open when they were sent, never sent again. */
const NOT_SENT_AGAIN: ReadonlySet<string> = new Set<ServerEventName>(['server:restarting', 'session:ended', 'live:caught-up']);

/**
 * A new socket whose handshake says from when its client holds the server's
 * data (LiveAuth's `since`) is sent again every push it would have received
 * since then, in order and before any later push, then told whether that was
 * all ('live:caught-up'). A page reads first and connects after, and a push
 * sent in between reached neither. What it is sent follows the rooms it
 * joined now, so a member who lost premium meanwhile gets the locked shape.
 * Where the adapter cannot tell (another process's pushes, a restart, a
 * cluster), `complete` is false and the client reads again. Called on
 * connection, before anything is sent to the socket.
 */
export function catchUp(socket: Socket): void {
  if (socket.recovered) {
    // socket.io replayed what it missed already.
    return;
  }
  const auth = LiveAuth.safeParse(socket.handshake.auth);
  const since = auth.success ? auth.data.since : undefined;
  if (since === undefined) {
    return;
  }
  const journal = socket.nsp.adapter as unknown as Partial<PushJournal>;
  const missed = typeof journal.pushesSince === 'function' ? journal.pushesSince(since, socket.rooms) : null;
  // Through this process only, at once: a cluster adapter delivers a plain emit after its round trip to Redis, by
  // when the socket may have left the room of its own id (realtime/lean.ts) and the answer would be lost.
  const toSocket = socket.nsp.local.to(socket.id);
  for (const [event, ...args] of missed ?? []) {
    if (typeof event === 'string' && !NOT_SENT_AGAIN.has(event)) {
      toSocket.emit(event, ...args);
    }
  }
  toSocket.emit('live:caught-up', { complete: missed !== null });
}
