import { describe, expect, it } from 'vitest';
import { migrationTestDatabases } from '../../../test/support/databaseBefore.js';
import { migrate, type Db } from '../knex.js';

const { databaseBefore } = migrationTestDatabases();

const now = new Date('2026-11-20T10:00:00.000Z');


async function insertId(db: Db, table: string, row: Record<string, unknown>): Promise<number> {
  const [inserted] = await db(table).insert(row).returning<Array<{ id: number }>>('id');
  return inserted!.id;
}

describe('migration 0005_true_numbers', () => {
  it('states Bitcoin and Ethereum payments in dollars, keeping their amounts', async () => {
    const db = await databaseBefore('0005_true_numbers');
    const userId = await insertId(db, 'users', { username: 'alice', email: 'alice@example.com', passwordHash: 'x', createdAt: now, updatedAt: now });
    const payment = (currency: string, paymentMethod: string, key: string) =>
      insertId(db, 'payments', { userId, amount: 60, currency, paymentMethod, transactionId: key, transactionKey: key, status: 'completed', createdAt: now, updatedAt: now });
    const ids = [await payment('BTC', 'bitcoin', 'a1'), await payment('ETH', 'ethereum', 'a2'), await payment('USDT', 'usdt', 'a3'), await payment('USD', 'card', 'a4')];

    await migrate(db);

    const rows = (await db('payments').select('id', 'currency', 'amount').orderBy('id')) as Array<{ id: number; currency: string; amount: number | string }>;
    expect(rows.map((r) => [r.id, r.currency, Number(r.amount)])).toEqual([
      [ids[0], 'USD', 60],
      [ids[1], 'USD', 60],
      [ids[2], 'USDT', 60],
      [ids[3], 'USD', 60],
    ]);
  });

  it('gives arbitrage signals whose profit the prices contradict the spread, and leaves the rest', async () => {
    const db = await databaseBefore('0005_true_numbers');
    const signal = (row: Record<string, unknown>) => insertId(db, 'signals', { pair: 'XRP/USDT', isPremium: false, isActive: true, createdAt: now, updatedAt: now, ...row });
    const contradicted = await signal({ signalType: 'arbitrage', profitPercentage: 2.9, buyExchange: 'Binance', sellExchange: 'Kraken', buyPrice: 6.512, sellPrice: 6.665 });
    const agreeing = await signal({ signalType: 'arbitrage', profitPercentage: 1.65, buyExchange: 'Binance', sellExchange: 'Kraken', buyPrice: 67420.5, sellPrice: 68532 });
    const forex = await signal({ signalType: 'forex', profitPercentage: 2.9, direction: 'buy', entryPrice: 1.08, takeProfit1: 1.09, stopLoss: 1.07 });

    await migrate(db);

    const profits = Object.fromEntries(
      (await db('signals').select<Array<{ id: number; profitPercentage: number | string }>>('id', 'profitPercentage')).map((r) => [r.id, Number(r.profitPercentage)]),
    );
    expect(profits).toEqual({ [contradicted]: 2.35, [agreeing]: 1.65, [forex]: 2.9 });
  });
});
