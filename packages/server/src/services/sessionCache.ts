import type { EventBus } from './eventBus.js';
import { hashSessionKey } from './sessionKey.js';

/** A live session as the store last read or wrote it. */
export interface CachedSession {
  data: Record<string, unknown>;
  userId: number | null;
  /** Epoch milliseconds; the entry is worthless from then on. */
  expiresAt: number;
}

/** Sessions are small; this bounds the cache at a few megabytes whatever the traffic. */
const MAX_ENTRIES = 50_000;

/**
 * Session rows kept in memory, so a signed-in request does not read the
 * sessions table. Only safe while this process sees every change to that
 * table: the store's own writes and deletions, and `user.sessionsEnded` /
 * `session.ended` on the event bus for sessions ended by a ban, a password
 * change or reset, or sign-out. A read that raced with any of those is not
 * stored (the generation check), so a revoked session is never served.
 */
export class SessionCache {
  private readonly byHash = new Map<string, CachedSession>();
  private readonly byUser = new Map<number, Set<string>>();
  private generationCount = 0;

  /** Changes whenever an entry may have been revoked; pass it back to `put` to store a read only if nothing changed meanwhile. */
  get generation(): number {
    return this.generationCount;
  }

  /** The session's data (a copy: koa-session may change it), or undefined when not cached or expired. */
  get(hash: string, now: number = Date.now()): Record<string, unknown> | undefined {
    const entry = this.byHash.get(hash);
    if (!entry) {
      return undefined;
    }
    if (entry.expiresAt <= now) {
      this.drop(hash);
      return undefined;
    }
    return { ...entry.data };
  }

  /** Stores a session read from or written to the database, unless an invalidation happened since `generation`. */
  put(hash: string, entry: CachedSession, generation: number = this.generationCount): void {
    if (generation !== this.generationCount) {
      return;
    }
    this.remove(hash);
    if (this.byHash.size >= MAX_ENTRIES) {
      const oldest = this.byHash.keys().next();
      if (!oldest.done) {
        this.remove(oldest.value);
      }
    }
    this.byHash.set(hash, entry);
    if (entry.userId !== null) {
      let hashes = this.byUser.get(entry.userId);
      if (!hashes) {
        hashes = new Set();
        this.byUser.set(entry.userId, hashes);
      }
      hashes.add(hash);
    }
  }

  /** Forgets one session (signed out, destroyed, rewritten). */
  drop(hash: string): void {
    this.generationCount += 1;
    this.remove(hash);
  }

  /** Forgets every session of a user, but the one kept (a password change keeps the session that made it). */
  dropUser(userId: number, keepHash?: string): void {
    this.generationCount += 1;
    for (const hash of [...(this.byUser.get(userId) ?? [])]) {
      if (hash !== keepHash) {
        this.remove(hash);
      }
    }
  }

  get size(): number {
    return this.byHash.size;
  }

  private remove(hash: string): void {
    const entry = this.byHash.get(hash);
    if (!entry) {
      return;
    }
    this.byHash.delete(hash);
    if (entry.userId !== null) {
      const hashes = this.byUser.get(entry.userId);
      hashes?.delete(hash);
      if (hashes?.size === 0) {
        this.byUser.delete(entry.userId);
      }
    }
  }
}

/** A session cache kept in step with the sessions other code ends, through the event bus. */
export function createSessionCache(events: EventBus): SessionCache {
  const cache = new SessionCache();
  events.subscribe((event) => {
    if (event.type === 'user.sessionsEnded') {
      cache.dropUser(event.userId, event.exceptSessionKey ? hashSessionKey(event.exceptSessionKey) : undefined);
    } else if (event.type === 'session.ended') {
      cache.drop(event.sessionHash);
    }
  });
  return cache;
}
