import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeFilter, signalMatches, type SignalFilter, type SignalTier } from '@signals/protocol';
import type { Signal } from '../db/models/index.js';
import { presentSignal } from '../presenters/signal.js';
import { buildSignal } from '../../test/support/factories/signals.js';
import { GRID_NOW, GRID_VIEWERS } from '../../test/support/signalGrid.js';
import { startTestServer, type TestServer } from '../../test/support/testServer.js';
import { listSignals } from './signals.js';

/**
 * The list query (SQL) and the protocol's signalMatches, which clients use to
 * place a live signal in their lists, are one rule written twice by
 * necessity: this case table holds them to the same answer, row by row, for
 * a viewer who sees premium detail and one who does not.
 */
const CASES: ReadonlyArray<readonly [tier: SignalTier, filter: SignalFilter]> = [
  ['all', {}],
  ['free', {}],
  ['premium', {}],
  ['all', { type: 'futures' }],
  ['premium', { type: 'arbitrage' }],
  ['all', { coin: 'btc' }],
  ['all', { coin: 'ETH' }],
  ['all', { coin: 'USD' }],
  ['all', { coin: 'wbtc' }],
  ['all', { exchange: 'BIN' }],
  ['all', { exchange: 'kraken' }],
  ['free', { exchange: 'kraken' }],
  ['premium', { exchange: 'kraken' }],
  ['all', { exchange: 'zz%_' }],
  ['all', { type: 'forex', coin: 'eur', exchange: 'oanda' }],
  ['all', { type: 'arbitrage', coin: 'BTC', exchange: 'coinbase' }],
  // Active only (issue 40): the closed ones below stay out.
  ['all', { outcome: 'open' }],
  ['premium', { outcome: 'open', coin: 'BTC' }],
  ['all', { outcome: 'open', exchange: 'kraken' }],
];

let server: TestServer;
let rows: Signal[];
/** A viewer who sees every signal's detail, and one who sees free signals' only. */
const viewers = { full: GRID_VIEWERS.premium, free: GRID_VIEWERS.free } as const;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.app.db;
  rows = [
    await buildSignal(db, { signalType: 'arbitrage', pair: 'BTC/USDT', isPremium: false, buyExchange: 'Binance', sellExchange: 'Kraken' }),
    await buildSignal(db, { signalType: 'arbitrage', pair: 'BTC/USDT', isPremium: true, buyExchange: 'Coinbase', sellExchange: 'Kraken' }),
    await buildSignal(db, { signalType: 'arbitrage', pair: 'WBTC/USDT', isPremium: false, buyExchange: 'KuCoin', sellExchange: 'Binance' }),
    await buildSignal(db, { signalType: 'futures', pair: 'ETH/BTC', isPremium: true, exchange: 'Binance Futures' }),
    await buildSignal(db, { signalType: 'futures', pair: 'ETH-USD', isPremium: false, exchange: 'Bybit' }),
    await buildSignal(db, { signalType: 'forex', pair: 'EUR/USD', isPremium: true, exchange: 'OANDA' }),
    await buildSignal(db, { signalType: 'forex', pair: 'GBP/USD', isPremium: false, exchange: 'zz%_ broker' }),
    // Closed premium signals: shown in full to everyone while the settings reveal them, so then they match an exchange too.
    await buildSignal(db, { signalType: 'arbitrage', pair: 'ETH/USDT', isPremium: true, buyExchange: 'Kraken', sellExchange: 'Bitstamp', outcome: 'won', resultPercent: 1.2, closedAt: new Date() }),
    await buildSignal(db, { signalType: 'futures', pair: 'BTC/USD', isPremium: true, exchange: 'Binance', outcome: 'cancelled', closedAt: new Date() }),
  ];
});
afterAll(async () => {
  await server.close();
});

describe('which list a signal belongs in: the SQL query and signalMatches agree', () => {
  for (const [viewerClass, viewer] of Object.entries(viewers)) {
    for (const revealClosed of [true, false]) {
      const who = `a viewer who sees ${viewerClass === 'full' ? 'premium detail' : 'free detail only'}, closed signals ${revealClosed ? 'revealed' : 'not revealed'}`;
      it.each(CASES)(`for ${who}: %s %j`, async (tier, filter) => {
        const premiumDetailVisible = viewerClass === 'full';
        // The filter as a client sends it (web: listQuery normalises it the same way).
        const query = { ...normalizeFilter(filter), tier: tier === 'all' ? undefined : tier, premiumDetailVisible, revealClosed, limit: 100 };
        const bySql = await listSignals(server.app.db, query);
        const byRule = rows.filter((row) => signalMatches(presentSignal(row, viewer, GRID_NOW, { revealClosed }), tier, filter));
        expect(bySql.map((row) => row.id).sort()).toEqual(byRule.map((row) => row.id).sort());
      });
    }
  }

  it('lets a free viewer find a revealed closed premium signal by its exchange, and not when it is not revealed', async () => {
    const closedOnBitstamp = rows.find((row) => row.outcome === 'won')!;
    const search = (revealClosed: boolean) => listSignals(server.app.db, { exchange: 'bitstamp', premiumDetailVisible: false, revealClosed, limit: 100 });
    expect((await search(true)).map((row) => row.id)).toEqual([closedOnBitstamp.id]);
    expect(await search(false)).toEqual([]);
  });

  it('finds something in most cases, so agreement is not agreement on nothing', () => {
    let nonEmpty = 0;
    for (const [tier, filter] of CASES) {
      nonEmpty += rows.some((row) => signalMatches(presentSignal(row, viewers.full, GRID_NOW, { revealClosed: true }), tier, filter)) ? 1 : 0;
    }
    expect(nonEmpty).toBeGreaterThanOrEqual(CASES.length - 2);
  });
});
