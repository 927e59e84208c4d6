import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { createEventBus } from '../services/eventBus.js';
import { SignalListCache, type SignalListKey, type SignalListPage } from './signalListCache.js';

/**
 * When a cached list expires under load, every request in flight misses at
 * once: they must share one computation rather than each run the query
 * (which stalled them all), and a write must still show on the next request.
 */
const KEY: SignalListKey = { tier: 'all', fullDetail: false, revealClosed: true, query: { limit: 50 } };

function deferred<T>(): { promise: Promise<T>; resolve(value: T): void; reject(error: unknown): void } {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function page(id: number): SignalListPage {
  return { signals: [{ id } as unknown as SignalListPage['signals'][number]], changesAt: null };
}

/** What a request would send: the cache answers with the body's bytes. */
async function ask(cache: SignalListCache, compute: () => Promise<SignalListPage>): Promise<unknown> {
  const ctx = {} as Context;
  const body = (await cache.answer(ctx, KEY, compute)) as unknown as Buffer;
  expect(ctx.type).toBe('application/json; charset=utf-8');
  return JSON.parse(body.toString('utf8'));
}

function setUp(): { cache: SignalListCache; publishSignalWrite: () => void } {
  const events = createEventBus((error) => {
    throw error;
  });
  return { cache: new SignalListCache(events, 2000), publishSignalWrite: () => events.publish({ type: 'signal.deleted', id: 1 }) };
}

describe('SignalListCache', () => {
  it('computes a missing list once for all the requests that ask for it together', async () => {
    const { cache } = setUp();
    const rows = deferred<SignalListPage>();
    let computed = 0;
    const compute = (): Promise<SignalListPage> => {
      computed += 1;
      return rows.promise;
    };
    const answers = Promise.all(Array.from({ length: 100 }, () => ask(cache, compute)));
    rows.resolve(page(7));
    expect(await answers).toEqual(Array.from({ length: 100 }, () => [{ id: 7 }]));
    expect(computed).toBe(1);
    // And it is kept: the next request computes nothing.
    expect(await ask(cache, compute)).toEqual([{ id: 7 }]);
    expect(computed).toBe(1);
  });

  it('does not let a request after a write wait for a list computed before it', async () => {
    const { cache, publishSignalWrite } = setUp();
    const before = deferred<SignalListPage>();
    const early = ask(cache, () => before.promise);
    publishSignalWrite();
    const late = ask(cache, () => Promise.resolve(page(2)));
    expect(await late).toEqual([{ id: 2 }]);
    before.resolve(page(1));
    expect(await early).toEqual([{ id: 1 }]);
    // The list computed across the write is not stored over the newer one.
    expect(await ask(cache, () => Promise.resolve(page(3)))).toEqual([{ id: 2 }]);
  });

  it('gives every waiting request the failure, and computes again on the next', async () => {
    const { cache } = setUp();
    const rows = deferred<SignalListPage>();
    const waiting = [ask(cache, () => rows.promise), ask(cache, () => rows.promise)];
    rows.reject(new Error('database is locked'));
    for (const answer of waiting) {
      await expect(answer).rejects.toThrow('database is locked');
    }
    expect(await ask(cache, () => Promise.resolve(page(4)))).toEqual([{ id: 4 }]);
  });
});
