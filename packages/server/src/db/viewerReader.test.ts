import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/support/factories/users.js';
import { openTempSqlite, type TempSqlite } from '../../test/support/tempSqlite.js';
import type { Db } from './knex.js';
import { User } from './models/index.js';
import { createViewerReader, type ViewerReader } from './viewerReader.js';

// SQLite whatever the suite runs on: the reader's own connection is the SQLite path.
let db: Db;
let sqlite: TempSqlite;
let reader: ViewerReader;

beforeAll(async () => {
  sqlite = await openTempSqlite('signals-viewer-');
  db = sqlite.db;
  reader = createViewerReader(db);
});
afterAll(async () => {
  reader.close();
  await sqlite.remove();
});

describe('the viewer reader on SQLite', () => {
  it('returns the same user as the model does, booleans and dates included', async () => {
    const built = await buildUser(db, { isPremium: true, subscriptionEndDate: new Date('2031-05-01T00:00:00Z') });
    const viaModel = await User.query(db).findById(built.id);
    const viaReader = await reader.findById(built.id);
    expect(viaReader).toBeInstanceOf(User);
    expect(viaReader?.toJSON()).toEqual(viaModel?.toJSON());
    expect(viaReader?.isPremium).toBe(true);
    expect(viaReader?.isBanned).toBe(false);
    expect(viaReader?.subscriptionEndDate).toEqual(new Date('2031-05-01T00:00:00Z'));
  });

  it('finds nobody for an unknown id', async () => {
    expect(await reader.findById(987_654)).toBeUndefined();
  });

  it('sees a committed change on the next read, and never a transaction still open', async () => {
    const user = await buildUser(db);
    const trx = await db.transaction();
    await User.query(trx).findById(user.id).patch({ isBanned: true });
    // The ban is not committed yet: a request now still sees the user as they were.
    expect((await reader.findById(user.id))?.isBanned).toBe(false);
    await trx.commit();
    expect((await reader.findById(user.id))?.isBanned).toBe(true);

    const rolledBack = await db.transaction();
    await User.query(rolledBack).findById(user.id).patch({ isAdmin: true });
    await rolledBack.rollback();
    expect((await reader.findById(user.id))?.isAdmin).toBe(false);
  });
});
