import { describe, expect, it } from 'vitest';
import { migrationTestDatabases } from '../../../test/support/databaseBefore.js';
import { isUniqueViolation } from '../errors.js';
import type { Db } from '../knex.js';

const { databaseBefore } = migrationTestDatabases();

const joined = new Date('2026-03-01T08:00:00.000Z');


const member = (db: Db, username: string, email: string) => db('users').insert({ username, email, passwordHash: 'x', createdAt: joined, updatedAt: joined });

describe('migration 0017: verified addresses', () => {
  it('treats every account that exists as verified, and keeps addresses unique among verified accounts only', async () => {
    const db = await databaseBefore('0017_email_verification');
    await member(db, 'early', 'early@example.com');
    await db.migrate.up({ name: '0017_email_verification' });

    const early = await db('users').where({ username: 'early' }).first<{ emailVerifiedAt: unknown; pendingEmail: unknown }>();
    expect(early.emailVerifiedAt).not.toBeNull();
    expect(early.pendingEmail).toBeNull();

    // Unverified claims to the same address (any case) may coexist with the verified owner…
    await member(db, 'claimant1', 'EARLY@example.com');
    await member(db, 'claimant2', 'early@example.com');
    // …but a second verified holder may not.
    const second = await db('users')
      .where({ username: 'claimant1' })
      .update({ emailVerifiedAt: new Date() })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(second, 'email')).toBe(true);
  });
});
