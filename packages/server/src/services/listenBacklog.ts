import fs from 'node:fs';

/** Where Linux says the most connections a listen queue may hold, whatever a program asks. */
const SOMAXCONN = '/proc/sys/net/core/somaxconn';

/**
 * The listen queue a server gets: what it asked for, capped by the kernel's net.core.somaxconn where the system
 * says (Linux); null for the cap elsewhere.
 */
export function effectiveBacklog(requested: number, somaxconnFile = SOMAXCONN): { requested: number; cap: number | null; effective: number } {
  let cap: number | null = null;
  try {
    const read = Number.parseInt(fs.readFileSync(somaxconnFile, 'utf8').trim(), 10);
    cap = Number.isFinite(read) && read > 0 ? read : null;
  } catch {
    // Not Linux, or /proc not mounted: the request is all we know.
  }
  return { requested, cap, effective: cap === null ? requested : Math.min(requested, cap) };
}
