import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type Db } from '../knex.js';

const now = new Date('2026-11-20T10:00:00.000Z');

let opened: { db: Db; dir: string; schema: string | null } | null = null;
afterEach(async () => {
  if (opened) {
    if (opened.schema) {
      await opened.db.raw('drop schema if exists ?? cascade', [opened.schema]);
    }
    await opened.db.destroy();
    fs.rmSync(opened.dir, { recursive: true, force: true });
    opened = null;
  }
});

/** A database on the suite's engine (PostgreSQL when SIGNALS_TEST_DATABASE_URL is set) migrated up to, not including, 0005. */
async function databaseBefore0005(): Promise<Db> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signals-0005-'));
  const url = process.env.SIGNALS_TEST_DATABASE_URL ?? null;
  const schema = url ? `t_${process.env.SIGNALS_TEST_RUN ?? 'adhoc'}_m0005_${path.basename(dir).replace(/\W/g, '').toLowerCase()}` : null;
  const db = openDatabase({ dataDir: dir, databaseUrl: url, databaseSchema: schema ?? undefined });
  opened = { db, dir, schema };
  if (schema) {
    await db.raw('create schema if not exists ??', [schema]);
  }
  for (const name of ['0001_initial', '0002_shared_secrets', '0003_payment_claims', '0004_sealed_totp_secrets']) {
    await db.migrate.up({ name });
  }
  return db;
}

async function insertId(db: Db, table: string, row: Record<string, unknown>): Promise<number> {
  const [inserted] = await db(table).insert(row).returning<Array<{ id: number }>>('id');
  return inserted!.id;
}

describe('migration 0005_true_numbers', () => {
  it('states Bitcoin and Ethereum payments in dollars, keeping their amounts', async () => {
    const db = await databaseBefore0005();
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
    const db = await databaseBefore0005();
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
