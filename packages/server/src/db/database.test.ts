import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTempSqlite, type TempSqlite } from '../../test/support/tempSqlite.js';
import { migrate, type Db } from './knex.js';

let db: Db;
let dir: string;
let sqlite: TempSqlite;

beforeAll(async () => {
  sqlite = await openTempSqlite('signals-db-');
  db = sqlite.db;
  dir = sqlite.dir;
});
afterAll(async () => {
  await sqlite.remove();
});

const pragma = async (name: string) => Object.values((await db.raw<Array<Record<string, unknown>>>(`pragma ${name}`))[0]!)[0];

describe('the SQLite database', () => {
  it('is one file in the data folder, in WAL mode, with foreign keys, a busy timeout and full sync', async () => {
    expect(fs.existsSync(path.join(dir, 'signals.db'))).toBe(true);
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('foreign_keys')).toBe(1);
    expect(await pragma('busy_timeout')).toBe(5000);
    expect(await pragma('synchronous')).toBe(2);
  });

  it('enforces foreign keys', async () => {
    await expect(db('wallets').insert({ userId: 999_999, name: 'x', walletAddress: 'x', network: 'x', createdAt: new Date(), updatedAt: new Date() })).rejects.toThrow(/FOREIGN KEY/);
  });

  it('keeps one payment per transaction key', async () => {
    const [user] = await db('users').insert({ username: 'payer', email: 'payer@example.com', passwordHash: 'x', createdAt: new Date(), updatedAt: new Date() }).returning<Array<{ id: number }>>('id');
    const payment = { userId: user!.id, amount: 60, currency: 'USDT', paymentMethod: 'usdt', status: 'completed', transactionId: '0xabc', transactionKey: 'abc', createdAt: new Date(), updatedAt: new Date() };
    await db('payments').insert(payment);
    await expect(db('payments').insert({ ...payment, transactionId: 'ABC', paymentMethod: 'bitcoin' })).rejects.toThrow(/UNIQUE/);
  });

  it('keeps the audit log append-only: updates and deletes are refused by the database', async () => {
    await db('auditLog').insert({ action: 'user.ban', entityType: 'user', entityId: 1, createdAt: new Date() });
    await expect(db('auditLog').update({ action: 'user.unban' })).rejects.toThrow(/append-only/);
    await expect(db('auditLog').delete()).rejects.toThrow(/append-only/);
    expect(await db('auditLog').count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it('runs migrations idempotently', async () => {
    await migrate(db);
    const [, pending] = (await db.migrate.list()) as [unknown[], unknown[]];
    expect(pending).toHaveLength(0);
  });
});
