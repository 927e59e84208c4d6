import type { ServerToClientEvents } from '@signals/protocol';
import type { Socket } from 'socket.io';
import type { Db } from '../db/knex.js';
import { Session } from '../db/models/index.js';
import type { Io } from './publishers.js';
import type { SocketData } from './rooms.js';

/** The longest the watch sleeps: timers drift and clocks jump, and a look every hour costs nothing. */
const MAX_SLEEP_MS = 60 * 60 * 1000;
/** Session ids read per query when many sessions fall due at once. */
const READ_CHUNK = 500;

export interface SessionExpiryWatch {
  /** A socket joined with a session that ends at `expiresAt` (epoch ms): wake up then, if that is the earliest. */
  track(expiresAt: number): void;
  stop(): void;
}

/**
 * Closes the sockets of sessions that reach the end of their lifetime, on
 * this process, within moments of the end. Nothing else would: a session that
 * simply runs out is not ended by any request, so no event announces it.
 *
 * One timer for the earliest end among this process's sockets (each socket
 * carries its session's end in `socket.data`), rather than one per socket.
 * When it fires, the sessions that are due are read again, since a request
 * may have renewed one (koa-session slides the end date), and the sockets of
 * those that are gone or past their end are closed.
 */
export function watchSessionExpiry(io: Io, db: Db, onError: (error: unknown) => void): SessionExpiryWatch {
  let timer: NodeJS.Timeout | null = null;
  let wakeAt = Number.POSITIVE_INFINITY;
  let stopped = false;

  const wakeBy = (at: number) => {
    if (stopped || at >= wakeAt) {
      return;
    }
    if (timer) {
      clearTimeout(timer);
    }
    wakeAt = at;
    timer = setTimeout(() => {
      timer = null;
      wakeAt = Number.POSITIVE_INFINITY;
      closeEnded(io, db)
        .then(wakeBy)
        .catch((error: unknown) => {
          onError(error);
          // Look again shortly rather than leave an ended session's sockets open.
          wakeBy(Date.now() + 5_000);
        });
    }, Math.min(Math.max(0, at - Date.now()), MAX_SLEEP_MS));
    timer.unref();
  };

  return {
    track: wakeBy,
    stop() {
      stopped = true;
      if (timer) {
        clearTimeout(timer);
      }
    },
  };
}

/** Closes the sockets whose sessions have ended; answers the next end among the rest (Infinity when none). */
async function closeEnded(io: Io, db: Db): Promise<number> {
  const now = Date.now();
  const due = new Map<string, Array<Socket<Record<string, never>, ServerToClientEvents, Record<string, never>, SocketData>>>();
  let next = Number.POSITIVE_INFINITY;
  // This process's own sockets: every process watches its own.
  for (const socket of io.of('/').sockets.values()) {
    const endsAt = socket.data.sessionExpiresAt;
    if (endsAt <= now) {
      const group = due.get(socket.data.sessionHash) ?? [];
      group.push(socket);
      due.set(socket.data.sessionHash, group);
    } else {
      next = Math.min(next, endsAt);
    }
  }
  const hashes = [...due.keys()];
  for (let i = 0; i < hashes.length; i += READ_CHUNK) {
    const chunk = hashes.slice(i, i + READ_CHUNK);
    const rows = await Session.query(db).select('id', 'expiresAt').whereIn('id', chunk);
    const renewedUntil = new Map(rows.map((row) => [row.id, row.expiresAt.getTime()]));
    for (const hash of chunk) {
      const endsAt = renewedUntil.get(hash) ?? 0;
      for (const socket of due.get(hash) ?? []) {
        if (endsAt > Date.now()) {
          socket.data.sessionExpiresAt = endsAt;
          next = Math.min(next, endsAt);
        } else {
          socket.disconnect(true);
        }
      }
    }
  }
  return next;
}
