import { describe, expect, it } from 'vitest';
import { migrationTestDatabases } from '../../../test/support/databaseBefore.js';
import { migrate, type Db } from '../knex.js';

const { databaseBefore } = migrationTestDatabases();
const madeAt = new Date('2026-10-01T08:00:00.000Z');

async function account(db: Db, username: string, isAdmin: boolean): Promise<number> {
  const [row] = await db('users').insert({ username, email: `${username}@example.com`, passwordHash: 'x', isAdmin, createdAt: madeAt, updatedAt: madeAt }).returning<Array<{ id: number }>>('id');
  return row!.id;
}

describe('migration 0030_staff_roles', () => {
  it('makes the first admin the owner, every other admin an admin, and leaves members without a role', async () => {
    const db = await databaseBefore('0030_staff_roles');
    const member = await account(db, 'member', false);
    const first = await account(db, 'first', true);
    const second = await account(db, 'second', true);

    await migrate(db);
    const rows = await db('users').whereIn('id', [member, first, second]).orderBy('id').select('username', 'staffRole');
    expect(rows).toEqual([
      { username: 'member', staffRole: null },
      { username: 'first', staffRole: 'owner' },
      { username: 'second', staffRole: 'admin' },
    ]);
  });
});
