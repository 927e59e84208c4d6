import { describe, expect, it } from 'vitest';
import { createEventBus } from './eventBus.js';
import { createSessionCache, SessionCache } from './sessionCache.js';
import { hashSessionKey } from './sessionKey.js';

const live = (userId: number | null) => ({ data: { userId }, userId, expiresAt: Date.now() + 60_000 });

describe('SessionCache', () => {
  it('does not store a read that raced with a revocation', () => {
    const cache = new SessionCache();
    const before = cache.generation;
    // The read started, then the session was ended, then the read finished with the old row.
    cache.drop('a');
    cache.put('a', live(1), before);
    expect(cache.get('a')).toBeUndefined();
    cache.put('a', live(1), cache.generation);
    expect(cache.get('a')).toEqual({ userId: 1 });
  });

  it('hands out copies, so a change to one request`s session does not leak into the next', () => {
    const cache = new SessionCache();
    cache.put('a', live(1));
    const first = cache.get('a');
    if (first) {
      first.userId = 2;
    }
    expect(cache.get('a')).toEqual({ userId: 1 });
  });

  it('forgets an expired session', () => {
    const cache = new SessionCache();
    cache.put('a', { data: { userId: 1 }, userId: 1, expiresAt: Date.now() - 1 });
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('ends every session of a user on user.sessionsEnded but the one kept, and one session on session.ended', () => {
    const events = createEventBus(() => undefined);
    const cache = createSessionCache(events);
    for (const key of ['k1', 'k2', 'k3']) {
      cache.put(hashSessionKey(key), live(7));
    }
    cache.put(hashSessionKey('other'), live(8));

    events.publish({ type: 'user.sessionsEnded', userId: 7, reason: 'passwordChanged', exceptSessionKey: 'k2' });
    expect(['k1', 'k2', 'k3', 'other'].map((key) => cache.get(hashSessionKey(key)) !== undefined)).toEqual([false, true, false, true]);

    events.publish({ type: 'session.ended', sessionHash: hashSessionKey('other') });
    expect(cache.get(hashSessionKey('other'))).toBeUndefined();
  });
});
