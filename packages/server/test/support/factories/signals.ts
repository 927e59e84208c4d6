import type { PartialModelObject } from 'objection';
import type { Db } from '../../../src/db/knex.js';
import { Signal } from '../../../src/db/models/index.js';
import { uniqueName } from './users.js';

const HOUR_MS = 60 * 60 * 1000;

/** Detail fields of each type, so a signal built as forex or futures looks like one an admin would write. */
const DETAIL_BY_TYPE: Record<Signal['signalType'], PartialModelObject<Signal>> = {
  arbitrage: { buyExchange: 'Binance', sellExchange: 'Kraken', buyPrice: 67420.5, sellPrice: 68532 },
  forex: { direction: 'buy', entryPrice: 1.0842, takeProfit1: 1.088, takeProfit2: 1.0915, stopLoss: 1.0815 },
  futures: {
    exchange: 'Bybit',
    direction: 'long',
    leverage: 10,
    contractType: 'perpetual',
    entryPrice: 3500,
    takeProfit1: 3600,
    takeProfit2: 3700,
    stopLoss: 3400,
  },
};

/**
 * Inserts a signal: a free arbitrage signal expiring in an hour unless told
 * otherwise, published (announced to members when it was written; one built
 * inactive stands for a signal withdrawn since). A draft never announced is
 * built with `announcedAt: null`.
 */
export async function buildSignal(db: Db, overrides: PartialModelObject<Signal> = {}): Promise<Signal> {
  const signalType = (overrides.signalType as Signal['signalType'] | undefined) ?? 'arbitrage';
  return Signal.query(db).insertAndFetch({
    announcedAt: (overrides.createdAt as Date | undefined) ?? new Date(),
    pair: 'BTC/USDT',
    profitPercentage: 1.5,
    isPremium: false,
    isActive: true,
    expiresAt: new Date(Date.now() + HOUR_MS),
    ...DETAIL_BY_TYPE[signalType],
    ...overrides,
    signalType,
  });
}

/** A coin symbol no other test has used, so a `coin` filter isolates one test's signals in a shared database. */
export function uniqueCoin(): string {
  return uniqueName('Z').replace(/[^A-Za-z0-9]/g, '').toUpperCase().slice(0, 12);
}

/** How a built signal ended: its outcome, result and close; the exit defaults to none (arbitrage, cancelled). */
export interface Ending {
  outcome: Exclude<Signal['outcome'], 'open'>;
  resultPercent?: number | null;
  exitPrice?: number | null;
  closedAt: Date;
}

/**
 * Inserts a signal that has ended, its outcome row written as the closing
 * event writes it (no event row: tests of the record read the signal alone).
 */
export async function buildClosedSignal(db: Db, ending: Ending, overrides: PartialModelObject<Signal> = {}): Promise<Signal> {
  return buildSignal(db, {
    outcome: ending.outcome,
    resultPercent: ending.resultPercent ?? null,
    exitPrice: ending.exitPrice ?? null,
    closedAt: ending.closedAt,
    ...overrides,
  });
}
