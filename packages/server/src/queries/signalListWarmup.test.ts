import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNAL_FIRST_PAGE, SignalListQuery } from '@signals/protocol';
import { startTestServer, type TestServer } from '../../test/support/testServer.js';
import { signalListCacheFor } from './signalListCache.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, {}, { keepStartLists: true });
});
afterAll(async () => {
  await server.close();
});

describe('the signal lists at start', () => {
  it('holds every section’s first page and the default list, for both viewer classes, as soon as the port is open', () => {
    // Checked at once: nothing has asked for a list yet, so whatever is held was computed before listening (closed
    // premium signals revealed: the setting's default).
    const cache = signalListCacheFor(server.app.services);
    for (const tier of ['all', 'free', 'premium'] as const) {
      for (const fullDetail of [false, true]) {
        for (const query of [SignalListQuery.parse({}), SignalListQuery.parse({ limit: String(SIGNAL_FIRST_PAGE) })]) {
          expect(cache.holds({ tier, fullDetail, revealClosed: true, query }), `${tier} ${fullDetail} ${JSON.stringify(query)}`).toBe(true);
        }
      }
    }
    // Not every list: a filtered one is computed when asked for.
    expect(cache.holds({ tier: 'all', fullDetail: false, revealClosed: true, query: SignalListQuery.parse({ coin: 'BTC' }) })).toBe(false);
  });
});
