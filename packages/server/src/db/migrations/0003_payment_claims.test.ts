import { describe, expect, it } from 'vitest';
import { migrationTestDatabases } from '../../../test/support/databaseBefore.js';
import { migrate, type Db } from '../knex.js';

const { databaseBefore } = migrationTestDatabases();

const HEX = 'c0ffee'.repeat(10) + 'c0de';
const now = new Date('2026-11-20T10:00:00.000Z');


async function member(db: Db, username: string): Promise<number> {
  const [row] = await db('users').insert({ username, email: `${username}@example.com`, passwordHash: 'x', createdAt: now, updatedAt: now }).returning<Array<{ id: number }>>('id');
  return row!.id;
}

async function legacyPayment(db: Db, userId: number, transactionId: string, status = 'pending'): Promise<number> {
  const [row] = await db('payments')
    .insert({ userId, amount: 60, currency: 'USDT', paymentMethod: 'usdt', transactionId, status, createdAt: now, updatedAt: now })
    .returning<Array<{ id: number }>>('id');
  return row!.id;
}

describe('migration 0003_payment_claims', () => {
  it('keys existing payments, keeps the ones that already collide, and keeps every claim that was waiting', async () => {
    const db = await databaseBefore('0003_payment_claims');
    const alice = await member(db, 'alice');
    const bob = await member(db, 'bob');
    // The hole the migration closes: one hash accepted twice, once per spelling.
    const first = await legacyPayment(db, alice, `0x${HEX}`, 'completed');
    const second = await legacyPayment(db, bob, HEX);
    // Bob had two claims waiting before the one-pending rule.
    const third = await legacyPayment(db, bob, `0x${'ab'.repeat(32)}`);

    await migrate(db);

    const rows = (await db('payments').select('id', 'transactionKey', 'reviewSlot', 'status', 'fromAddress').orderBy('id')) as Array<Record<string, unknown>>;
    expect(rows).toEqual([
      { id: first, transactionKey: HEX, reviewSlot: 0, status: 'completed', fromAddress: null },
      { id: second, transactionKey: `${HEX}#${second}`, reviewSlot: 0, status: 'pending', fromAddress: null },
      { id: third, transactionKey: 'ab'.repeat(32), reviewSlot: 1, status: 'pending', fromAddress: null },
    ]);

    // From now on the database itself refuses a second spelling and a second claim waiting.
    const claim = { amount: 60, currency: 'USDT', paymentMethod: 'usdt', status: 'pending', createdAt: now, updatedAt: now };
    await expect(db('payments').insert({ ...claim, userId: alice, transactionId: HEX.toUpperCase(), transactionKey: HEX })).rejects.toThrow(/unique|duplicate/i);
    const carol = await member(db, 'carol');
    await db('payments').insert({ ...claim, userId: carol, transactionId: `0x${'01'.repeat(32)}`, transactionKey: '01'.repeat(32) });
    await expect(db('payments').insert({ ...claim, userId: carol, transactionId: `0x${'02'.repeat(32)}`, transactionKey: '02'.repeat(32) })).rejects.toThrow(/unique|duplicate/i);
    await expect(db('payments').insert({ ...claim, userId: carol, transactionId: `0x${'03'.repeat(32)}` })).rejects.toThrow(/null/i);
    // A decided claim leaves room for the next one.
    await db('payments').where({ userId: carol }).update({ status: 'failed' });
    await db('payments').insert({ ...claim, userId: carol, transactionId: `0x${'02'.repeat(32)}`, transactionKey: '02'.repeat(32) });
  });

  it('rolls back to the schema before it', async () => {
    const db = await databaseBefore('0003_payment_claims');
    await db.migrate.up({ name: '0003_payment_claims' });
    await db.migrate.down({ name: '0003_payment_claims' });
    const alice = await member(db, 'alice');
    await legacyPayment(db, alice, `0x${HEX}`);
    await legacyPayment(db, alice, HEX);
    await expect(legacyPayment(db, alice, HEX)).rejects.toThrow(/unique|duplicate/i);
  });
});
