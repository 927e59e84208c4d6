import { describe, expect, it } from 'vitest';
import { migrationTestDatabases } from '../../../test/support/databaseBefore.js';
import { migrate, type Db } from '../knex.js';

const { databaseBefore } = migrationTestDatabases();
const DAY_MS = 86_400_000;
const SESSION_LIFE_MS = 14 * DAY_MS;

async function account(db: Db, username: string): Promise<number> {
  const madeAt = new Date('2026-01-01T08:00:00.000Z');
  const [row] = await db('users').insert({ username, email: `${username}@example.com`, passwordHash: 'x', createdAt: madeAt, updatedAt: madeAt }).returning<Array<{ id: number }>>('id');
  return row!.id;
}

async function session(db: Db, id: string, userId: number | null, createdAt: Date, expiresAt: Date): Promise<void> {
  await db('sessions').insert({ id, userId, data: '{}', createdAt, expiresAt });
}

describe('migration 0032_last_seen', () => {
  it('starts each member’s last visit at the latest their sessions tell: a sign-in, or a renewal', async () => {
    const db = await databaseBefore('0032_last_seen');
    const now = Date.now();
    const renewed = await account(db, 'renewed');
    const signedIn = await account(db, 'signedin');
    const never = await account(db, 'never');
    // Signed in 20 days ago, renewed 2 days ago (its expiry moved to 12 days from now).
    await session(db, 'a', renewed, new Date(now - 20 * DAY_MS), new Date(now - 2 * DAY_MS + SESSION_LIFE_MS));
    // Two sign-ins, the later 5 days ago; neither renewed.
    await session(db, 'b', signedIn, new Date(now - 9 * DAY_MS), new Date(now - 9 * DAY_MS + SESSION_LIFE_MS));
    await session(db, 'c', signedIn, new Date(now - 5 * DAY_MS), new Date(now - 5 * DAY_MS + SESSION_LIFE_MS));
    // A session nobody holds any more (a sign-out elsewhere, a ban) tells of nobody.
    await session(db, 'd', null, new Date(now - DAY_MS), new Date(now - DAY_MS + SESSION_LIFE_MS));

    await migrate(db);
    const seen = new Map((await db('users').select('id', 'lastSeenAt')).map((row: { id: number; lastSeenAt: unknown }) => [row.id, row.lastSeenAt === null ? null : new Date(row.lastSeenAt as number | string | Date).getTime()]));
    expect(seen.get(renewed)).toBe(now - 2 * DAY_MS);
    expect(seen.get(signedIn)).toBe(now - 5 * DAY_MS);
    expect(seen.get(never)).toBeNull();
  });
});
