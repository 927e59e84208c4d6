/**
 * How the app's socket comes back after a drop. One the server did not announce (a network blip, a crash) follows
 * socket.io-client's backoff, each wait drawn at random within ±50 % (its jitter) so that clients dropped together
 * spread out; a restart the server announced (`server:restarting`) is met at a moment drawn over the window it
 * named, as wide as its crowd needs.
 */
export const RECONNECTION = { reconnectionDelay: 1000, reconnectionDelayMax: 5000, randomizationFactor: 0.5 } as const;

/** The widest window the app accepts from a server's notice: one naming more is held to it. */
const WIDEST_WINDOW_MS = 60_000;

/**
 * The wait before reconnecting after a `server:restarting` notice: a moment drawn over its window; null for a
 * notice that makes no sense (the backoff then applies).
 */
export function comeBackDelay(notice: unknown, random: () => number = Math.random): number | null {
  const window = typeof notice === 'object' && notice !== null ? (notice as { withinMs?: unknown }).withinMs : undefined;
  if (typeof window !== 'number' || !Number.isFinite(window) || window < 0) {
    return null;
  }
  return Math.floor(random() * Math.min(window, WIDEST_WINDOW_MS));
}
