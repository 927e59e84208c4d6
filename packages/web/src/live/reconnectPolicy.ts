/**
 * How the app's socket comes back after a drop. One the server did not announce (a network blip, a crash) follows
 * socket.io-client's backoff, each wait drawn at random within ±50 % (its jitter) so that clients dropped together
 * spread out; a restart the server announced (`server:restarting`) is met at a moment drawn over the window it
 * named, as wide as its crowd needs, once the time its start takes has passed.
 */
export const RECONNECTION = { reconnectionDelay: 1000, reconnectionDelayMax: 5000, randomizationFactor: 0.5 } as const;

/** The widest window the app accepts from a server's notice: one naming more is held to it. */
const WIDEST_WINDOW_MS = 60_000;
/** The longest start the app waits out before its window. */
const LONGEST_START_MS = 10_000;

/**
 * The wait before reconnecting after a `server:restarting` notice: the start time it names, then a moment drawn over
 * its window; null for a notice that makes no sense (the backoff then applies).
 */
export function comeBackDelay(notice: unknown, random: () => number = Math.random): number | null {
  const { withinMs: window, afterMs } = typeof notice === 'object' && notice !== null ? (notice as { withinMs?: unknown; afterMs?: unknown }) : {};
  if (typeof window !== 'number' || !Number.isFinite(window) || window < 0) {
    return null;
  }
  // The time the next start likely needs first, so that no client knocks on a closed port and falls into the backoff.
  const after = typeof afterMs === 'number' && Number.isFinite(afterMs) && afterMs > 0 ? Math.min(afterMs, LONGEST_START_MS) : 0;
  return Math.floor(after + random() * Math.min(window, WIDEST_WINDOW_MS));
}

/**
 * The moment a `server:restarting` notice says the server stopped pushing (its clock): coming back, the app asks for
 * every push since (LiveAuth); undefined when the notice does not say, and the app then reads again what it shows.
 */
export function missedSince(notice: unknown): number | undefined {
  const at = typeof notice === 'object' && notice !== null ? (notice as { at?: unknown }).at : undefined;
  return typeof at === 'number' && Number.isInteger(at) && at > 0 ? at : undefined;
}
