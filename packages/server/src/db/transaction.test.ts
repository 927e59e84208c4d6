import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventBus, type DomainEvent } from '../services/eventBus.js';
import { openTempSqlite, type TempSqlite } from '../../test/support/tempSqlite.js';
import type { Db } from './knex.js';
import { inTransaction, writeOnce } from './transaction.js';

let db: Db;
let sqlite: TempSqlite;

beforeAll(async () => {
  sqlite = await openTempSqlite('signals-trx-');
  db = sqlite.db;
});
afterAll(async () => {
  await sqlite.remove();
});

function recordingBus() {
  const bus = createEventBus((error) => {
    throw error;
  });
  const heard: DomainEvent[] = [];
  bus.subscribe((event) => heard.push(event));
  return { bus, heard };
}

describe('inTransaction', () => {
  it('publishes the recorded events once the transaction has committed, and the write is visible by then', async () => {
    const { bus, heard } = recordingBus();
    // The count each subscriber started when it heard the event: what it read, once the read is done.
    const seenAtPublish: Array<Promise<number>> = [];
    bus.subscribe(() => {
      seenAtPublish.push(db('signals').count({ n: '*' }).then((rows) => Number(rows[0]!.n)));
    });
    await inTransaction(db, bus, async ({ trx, record }) => {
      await trx('signals').insert({ pair: 'BTC/USDT', signalType: 'arbitrage', profitPercentage: 1, createdAt: new Date(), updatedAt: new Date() });
      record({ type: 'signal.deleted', id: 1 });
      expect(heard).toHaveLength(0);
    });
    expect(heard).toEqual([{ type: 'signal.deleted', id: 1 }]);
    expect(await Promise.all(seenAtPublish)).toEqual([1]);
  });

  it('publishes nothing when the work fails, and writes nothing', async () => {
    const { bus, heard } = recordingBus();
    const before = Number((await db('signals').count({ n: '*' }))[0]!.n);
    await expect(
      inTransaction(db, bus, async ({ trx, record }) => {
        await trx('signals').insert({ pair: 'ETH/USDT', signalType: 'arbitrage', profitPercentage: 1, createdAt: new Date(), updatedAt: new Date() });
        record({ type: 'signal.deleted', id: 2 });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(heard).toEqual([]);
    expect(Number((await db('signals').count({ n: '*' }))[0]!.n)).toBe(before);
  });
});

describe('writeOnce (what the mount hands a writing route)', () => {
  it('runs the command in a transaction and publishes after the commit', async () => {
    const { bus, heard } = recordingBus();
    const write = writeOnce(db, bus);
    await write(({ record }) => {
      record({ type: 'signal.deleted', id: 3 });
      expect(heard).toHaveLength(0);
      return Promise.resolve();
    });
    expect(heard).toEqual([{ type: 'signal.deleted', id: 3 }]);
  });

  it('refuses a second transaction in the same request', async () => {
    const write = writeOnce(db, recordingBus().bus);
    await write(() => Promise.resolve(undefined));
    expect(() => write(() => Promise.resolve(undefined))).toThrow(/one transaction/);
  });
});
