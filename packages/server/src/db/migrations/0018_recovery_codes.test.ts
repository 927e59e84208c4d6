import { describe, expect, it } from 'vitest';
import { migrationTestDatabases } from '../../../test/support/databaseBefore.js';
import { User } from '../models/index.js';
import { migrate, type Db } from '../knex.js';

const { databaseBefore } = migrationTestDatabases();

const MIGRATION = '0018_recovery_codes';
const madeAt = new Date('2026-10-01T08:00:00.000Z');
const seenAt = new Date('2026-11-20T10:00:00.000Z');


async function member(db: Db, username: string, newDeviceSignInAt: Date | null): Promise<number> {
  const [row] = await db('users').insert({ username, email: `${username}@example.com`, passwordHash: 'x', createdAt: madeAt, updatedAt: madeAt, newDeviceSignInAt }).returning<Array<{ id: number }>>('id');
  return row!.id;
}

describe(`migration ${MIGRATION}`, () => {
  it('gives every account made before it a first browser, so the next sign-in from a new one is told; a known one keeps its time', async () => {
    const db = await databaseBefore('0018_recovery_codes');
    const signedUpOnly = await member(db, 'signedup', null);
    const seenElsewhere = await member(db, 'seen', seenAt);

    await migrate(db);
    const after = await User.query(db).whereIn('id', [signedUpOnly, seenElsewhere]).orderBy('id');
    expect(after.map((user) => user.newDeviceSignInAt?.toISOString())).toEqual([madeAt.toISOString(), seenAt.toISOString()]);
    // The recovery codes' table is there, and goes with its member.
    await db('two_factor_recovery_codes').insert({ userId: signedUpOnly, codeHash: 'a'.repeat(64), createdAt: seenAt });
    await db('users').where('id', signedUpOnly).delete();
    expect(Number((await db('two_factor_recovery_codes').count({ n: '*' }))[0]!.n)).toBe(0);
  });
});
