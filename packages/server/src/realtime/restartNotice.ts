import type { LiveTraffic } from '../services/liveTraffic.js';
import type { Io } from './publishers.js';

/**
 * Reconnections one process takes in a second without queueing them (each handshake reads a session): the clients
 * of a stopping server are asked to come back spread over as many seconds as their number needs at this rate.
 */
const ABSORBED_PER_SECOND = 2000;
/** A single client comes back within a second; the largest crowd within half a minute. */
const SHORTEST_WINDOW_MS = 1000;
const LONGEST_WINDOW_MS = 30_000;

/** The window a stopping server spreads its sockets' return over. */
export function comeBackWindowMs(sockets: number): number {
  return Math.min(LONGEST_WINDOW_MS, Math.max(SHORTEST_WINDOW_MS, Math.ceil((sockets / ABSORBED_PER_SECOND) * 1000)));
}

/** A start said to take longer than this (a process that waited on its database) is not what the next one will take. */
const LONGEST_START_MS = 10_000;

/** The longest a stopping server waits for its notice to be written out before it closes the connections anyway. */
const FLUSH_WAIT_MS = 1000;

/**
 * Tells every socket of this process (not the other processes' sockets: `local`) the window over which to come back
 * (the protocol's `server:restarting`; each client draws its own moment in it), and resolves once the notice is
 * written out, or after a second: closing the engine discards what it still buffers. One packet for all, and
 * `volatile`: connection-state recovery must not replay it to a client that resumes later. It says when the server
 * stopped pushing to them (`at`), from which each asks for what it missed, and how long this process took to start
 * (`afterMs`: the next will take about as long). Returns how many sockets were told, and the window.
 */
export async function announceRestart(io: Io, traffic?: LiveTraffic, startedInMs?: number): Promise<{ sockets: number; withinMs: number }> {
  const sockets = [...io.of('/').sockets.values()];
  const withinMs = comeBackWindowMs(sockets.length);
  const after = startedInMs === undefined ? {} : { afterMs: Math.min(LONGEST_START_MS, Math.round(startedInMs)) };
  // The notice goes out at once (volatile: not through the fast path's queue), so it could pass pushes still queued:
  // `at` is said only once none is, so that a client asking for every push since misses none.
  await traffic?.quiet();
  const settled = !traffic || Atomics.load(traffic.shared, 0) === 0;
  io.local.volatile.emit('server:restarting', { withinMs, ...after, ...(settled ? { at: Date.now() } : {}) });
  const flushed = sockets.map(({ conn }) => {
    const pending = (conn as unknown as { writeBuffer?: unknown[] }).writeBuffer?.length ?? 0;
    return new Promise<void>((resolve) => (pending === 0 ? setImmediate(resolve) : conn.once('drain', () => setImmediate(resolve))));
  });
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([Promise.all(flushed), new Promise<void>((resolve) => (timer = setTimeout(resolve, FLUSH_WAIT_MS)))]);
  clearTimeout(timer);
  return { sockets: sockets.length, withinMs };
}
