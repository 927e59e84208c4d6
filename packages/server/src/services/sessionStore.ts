import { createHash } from 'node:crypto';
import type { SessionEndReason } from '@signals/protocol';
import type { Db } from '../db/knex.js';
import { Session } from '../db/models/index.js';
import type { EventBus } from './eventBus.js';
import type { SessionCache } from './sessionCache.js';
import { hashSessionKey } from './sessionKey.js';
import { markSeen } from './lastSeen.js';

/** What we keep in a session: who is signed in, or why nobody is any more (the server ended it). */
export interface SessionData {
  userId?: number;
  endedReason?: SessionEndReason;
}

/**
 * The tag a browser may see of its session (http/sessionStamp): one-way like the row's id, and apart from it (neither
 * can be computed from the other), so what script reads names the session without being worth anything as a key.
 */
export function tagOfSessionKey(key: string): string {
  return createHash('sha256').update(`kept-copies:${key}`).digest('base64url').slice(0, 22);
}

export interface SessionStoreOptions {
  /** One process only: see SessionCache. */
  cache?: SessionCache;
  /** Where `session.ended` goes when koa-session destroys a session, so its sockets close. */
  events?: EventBus;
  /** Reads a session row by its id: a prepared statement on SQLite (db/viewerReader); a query through Knex by default. */
  read?: (id: string) => Promise<Session | undefined>;
}

/**
 * koa-session's external store over the sessions table. The cookie holds a
 * random key; the table holds its hash and the user, so every session of a
 * user can be ended at once (ban, password change, reset).
 *
 * koa-session destroys a session through this store whenever one ends for a
 * request: sign-out, a new key at sign-in or registration (the old one goes),
 * a banned user's next request. Each is announced as `session.ended`, so the
 * live channel closes that session's sockets whichever way it ended.
 *
 * With a cache (one process only: see SessionCache), a signed-in request
 * reads its session from memory; the table stays the truth, written first.
 */
export function createSessionStore(db: Db, { cache, events, read = async (id) => await Session.query(db).findById(id) }: SessionStoreOptions = {}) {
  return {
    async get(key: string): Promise<Record<string, unknown> | undefined> {
      const id = hashSessionKey(key);
      const cached = cache?.get(id);
      if (cached) {
        return cached;
      }
      const generation = cache?.generation;
      const row = await read(id);
      if (!row || row.expiresAt.getTime() <= Date.now()) {
        return undefined;
      }
      const data = JSON.parse(row.data) as Record<string, unknown>;
      cache?.put(id, { data, userId: row.userId, expiresAt: row.expiresAt.getTime() }, generation);
      return cache ? { ...data } : data;
    },
    async set(key: string, data: Record<string, unknown> & SessionData, maxAge: number): Promise<void> {
      const id = hashSessionKey(key);
      const userId = typeof data.userId === 'number' ? data.userId : null;
      const expiresAt = new Date(Date.now() + maxAge);
      // Forget first: a read racing with this write must not store the old row.
      cache?.drop(id);
      const generation = cache?.generation;
      await db('sessions')
        .insert({ id, userId, data: JSON.stringify(data), expiresAt, createdAt: new Date() })
        .onConflict('id')
        .merge(['userId', 'data', 'expiresAt']);
      if (userId !== null) {
        // A sign-in (or a renewal) is a visit: the requests that follow it need not mark one (http/lastSeen.ts).
        await markSeen(db, userId);
      }
      // Not if anything was revoked meanwhile (a ban may have deleted this very row): the next read goes to the table.
      cache?.put(id, { data: { ...data }, userId, expiresAt: expiresAt.getTime() }, generation);
    },
    async destroy(key: string): Promise<void> {
      const id = hashSessionKey(key);
      cache?.drop(id);
      await Session.query(db).deleteById(id);
      // And again: a read that began before the delete and ended after it has been refused by the generation check.
      cache?.drop(id);
      events?.publish({ type: 'session.ended', sessionHash: id });
    },
  };
}

/**
 * Ends every session of a user, optionally keeping the one making the request. The rows stay, signed in as nobody, with
 * the reason, until they would have expired: a browser still carrying one is told why it was signed out
 * (`GET /api/session`'s endedReason) even when the live channel's word did not reach it first.
 */
export async function endSessionsOfUser(db: Db, userId: number, reason: SessionEndReason, keepKey?: string): Promise<number> {
  const query = Session.query(db).where('userId', userId);
  if (keepKey) {
    query.whereNot('id', hashSessionKey(keepKey));
  }
  return query.patch({ userId: null, data: JSON.stringify({ endedReason: reason } satisfies SessionData) });
}

/** Removes expired rows; run now and then. */
export async function purgeExpiredSessions(db: Db): Promise<number> {
  return Session.query(db).where('expiresAt', '<=', new Date()).delete();
}
