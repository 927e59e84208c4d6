import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routePath, routes, SIGNAL_DETAIL_FIELDS, type RouteSpec } from '@signals/protocol';
import type { Signal } from '../../db/models/index.js';
import { buildSignal } from '../../../test/support/factories/signals.js';
import { signedInUser } from '../../../test/support/signIn.js';
import type { TestClient } from '../../../test/support/testClient.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';

/** Detail values no other row uses, so finding one in a response can only mean a leak. */
const SECRETS = {
  buyExchange: 'QuietBuyExchangeAlpha',
  sellExchange: 'QuietSellExchangeBeta',
  exchange: 'QuietFuturesExchangeGamma',
  prices: [48213.7531, 48977.1179, 2719.4437, 2803.9913, 2650.1171, 2601.6663],
};

let server: TestServer;
let free: TestClient;
let premiumSignals: Signal[];

beforeAll(async () => {
  server = await startTestServer();
  free = (await signedInUser(server)).client;
  const [buy, sell, entry, tp1, tp2, stop] = SECRETS.prices;
  premiumSignals = [
    await buildSignal(server.app.db, { isPremium: true, pair: 'BTC/USDT', buyExchange: SECRETS.buyExchange, sellExchange: SECRETS.sellExchange, buyPrice: buy, sellPrice: sell }),
    await buildSignal(server.app.db, {
      isPremium: true,
      signalType: 'futures',
      pair: 'ETH/USDT',
      exchange: SECRETS.exchange,
      entryPrice: entry,
      takeProfit1: tp1,
      takeProfit2: tp2,
      stopLoss: stop,
      leverage: 77,
      direction: 'short',
      contractType: 'quarterly',
    }),
  ];
  // A free signal on a public exchange, so filtered lists are not trivially empty.
  await buildSignal(server.app.db, { pair: 'BTC/USDT', buyExchange: 'Binance', sellExchange: 'Kraken' });
});
afterAll(async () => {
  await server.close();
});

/** Every GET under /api/signals a member may call, taken from the route table so a new one is walked too. */
function memberSignalRoutes(): Array<[string, RouteSpec]> {
  return Object.entries(routes as Record<string, RouteSpec>).filter(
    ([, spec]) => spec.method === 'GET' && spec.access === 'user' && spec.path.startsWith('/api/signals'),
  );
}

/** Each route with no filter and with filters that touch hidden fields (exchange) and public ones (type, coin). */
function requestsFor(spec: RouteSpec): string[] {
  if (spec.path.includes(':id')) {
    return premiumSignals.map((signal) => routePath(spec.path, { id: signal.id }));
  }
  if (!spec.query) {
    return [spec.path];
  }
  const filters = ['', '?exchange=quiet', `?exchange=${SECRETS.exchange}`, `?exchange=${SECRETS.buyExchange.toLowerCase()}`, '?type=futures', '?coin=BTC', '?coin=ETH&limit=100'];
  return filters.map((filter) => spec.path + filter);
}

describe('premium detail never reaches a free user', () => {
  it('walks the member signal routes of the table, including the lists, detail and counts', () => {
    const names = memberSignalRoutes().map(([name]) => name);
    expect(names).toEqual(expect.arrayContaining(['listSignals', 'listFreeSignals', 'listPremiumSignals', 'getSignal', 'signalCounts']));
  });

  it('finds no exchange name, price or other detail of a premium signal in any answer', async () => {
    // The free signal uses no contract type, so "quarterly" can only come from the premium futures row.
    const secrets = [SECRETS.buyExchange, SECRETS.sellExchange, SECRETS.exchange, ...SECRETS.prices.map(String), 'quarterly'];
    const premiumIds = new Set(premiumSignals.map((s) => s.id));
    for (const [name, spec] of memberSignalRoutes()) {
      for (const url of requestsFor(spec)) {
        const response = await free.get(url);
        expect([200, 403], `${name} ${url}`).toContain(response.status);
        for (const secret of secrets) {
          expect(response.text.toLowerCase(), `${name} ${url} leaks ${secret}`).not.toContain(secret.toLowerCase());
        }
        const rows = Array.isArray(response.body) ? (response.body as Array<Record<string, unknown>>) : [];
        for (const row of rows.filter((r) => premiumIds.has(r.id as number))) {
          expect(Object.keys(row).filter((key) => (SIGNAL_DETAIL_FIELDS as readonly string[]).includes(key)), `${name} ${url}`).toEqual([]);
        }
      }
    }
  });

  it('returns the premium rows locked, with no detail key, where a free user may list them', async () => {
    const response = await free.get('/api/signals/premium');
    const rows = response.body as Array<Record<string, unknown>>;
    expect(rows.map((row) => row.id).sort()).toEqual(premiumSignals.map((s) => s.id).sort());
    for (const row of rows) {
      expect(row.locked).toBe(true);
      expect(Object.keys(row).filter((key) => (SIGNAL_DETAIL_FIELDS as readonly string[]).includes(key))).toEqual([]);
    }
  });

  it('does not let an exchange filter tell which exchanges a locked premium signal uses', async () => {
    for (const path of ['/api/signals', '/api/signals/premium']) {
      const matching = await free.get(`${path}?exchange=${SECRETS.exchange}`);
      const nonsense = await free.get(`${path}?exchange=NoSuchExchangeAnywhere`);
      expect(matching.body, path).toEqual([]);
      expect(matching.body, path).toEqual(nonsense.body);
    }
    // A premium user filters on the same field and finds the row.
    const { client: premium } = await signedInUser(server, { isPremium: true });
    const found = await premium.get(`/api/signals?exchange=${SECRETS.exchange.toUpperCase()}`);
    expect((found.body as Array<{ id: number }>).map((s) => s.id)).toEqual([premiumSignals[1]!.id]);
  });
});
