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

/** The longest a stopping server waits for its notice to be written out before it closes the connections anyway. */
const FLUSH_WAIT_MS = 1000;

/**
 * Tells every socket of this process (not the other processes' sockets: `local`) the window over which to come back
 * (the protocol's `server:restarting`; each client draws its own moment in it), and resolves once the notice is
 * written out, or after a second: closing the engine discards what it still buffers. One packet for all, and
 * `volatile`: connection-state recovery must not replay it to a client that resumes later. Returns how many sockets
 * were told, and the window.
 */
export async function announceRestart(io: Io): Promise<{ sockets: number; withinMs: number }> {
  const sockets = [...io.of('/').sockets.values()];
  const withinMs = comeBackWindowMs(sockets.length);
  io.local.volatile.emit('server:restarting', { withinMs });
  const flushed = sockets.map(({ conn }) => {
    const pending = (conn as unknown as { writeBuffer?: unknown[] }).writeBuffer?.length ?? 0;
    return new Promise<void>((resolve) => (pending === 0 ? setImmediate(resolve) : conn.once('drain', () => setImmediate(resolve))));
  });
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([Promise.all(flushed), new Promise<void>((resolve) => (timer = setTimeout(resolve, FLUSH_WAIT_MS)))]);
  clearTimeout(timer);
  return { sockets: sockets.length, withinMs };
}
