import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventBus, type DomainEvent } from '../services/eventBus.js';
import { openTempSqlite, type TempSqlite } from '../test/tempSqlite.js';
import { News } from './models/index.js';
import { writeOnce } from './transaction.js';

let sqlite: TempSqlite;

beforeAll(async () => {
  sqlite = await openTempSqlite('write-once-');
});
afterAll(async () => {
  await sqlite.remove();
});

function busCapture() {
  const heard: DomainEvent[] = [];
  const bus = createEventBus((error) => {
    throw error;
  });
  bus.subscribe((event) => heard.push(event));
  return { bus, heard };
}

const draft = { title: 'T', content: 'C', isPublished: false, publishedAt: null };

describe('writeOnce', () => {
  it('publishes what the command recorded only once it has committed', async () => {
    const { bus, heard } = busCapture();
    const write = writeOnce(sqlite.db, bus);
    const news = await write(async (unit) => {
      const row = await News.query(unit.trx).insertAndFetch(draft);
      unit.record({ type: 'news.changed', id: row.id, news: row });
      expect(heard).toEqual([]);
      return row;
    });
    expect(heard).toEqual([expect.objectContaining({ type: 'news.changed', id: news.id })]);
  });

  it('publishes nothing and keeps nothing when the command throws', async () => {
    const { bus, heard } = busCapture();
    const before = await News.query(sqlite.db).resultSize();
    await expect(
      writeOnce(sqlite.db, bus)(async (unit) => {
        const row = await News.query(unit.trx).insertAndFetch(draft);
        unit.record({ type: 'news.changed', id: row.id, news: row });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(heard).toEqual([]);
    expect(await News.query(sqlite.db).resultSize()).toBe(before);
  });

  it('refuses a second transaction in the same request', async () => {
    const write = writeOnce(sqlite.db, busCapture().bus);
    await write(async () => undefined);
    expect(() => write(async () => undefined)).toThrow(/one transaction/);
  });
});
