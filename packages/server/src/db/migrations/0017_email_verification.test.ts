import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../errors.js';
import { openDatabase, type Db } from '../knex.js';
import { migrationSource } from './index.js';

const joined = new Date('2026-03-01T08:00:00.000Z');

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

/** A database on the suite's engine (PostgreSQL when SIGNALS_TEST_DATABASE_URL is set) migrated up to, not including, 0017. */
async function databaseBefore0017(): Promise<Db> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signals-0017-'));
  const url = process.env.SIGNALS_TEST_DATABASE_URL ?? null;
  const schema = url ? `t_${process.env.SIGNALS_TEST_RUN ?? 'adhoc'}_m0017_${path.basename(dir).replace(/\W/g, '').toLowerCase()}` : null;
  const db = openDatabase({ dataDir: dir, databaseUrl: url, databaseSchema: schema ?? undefined });
  opened = { db, dir, schema };
  if (schema) {
    await db.raw('create schema if not exists ??', [schema]);
  }
  for (const [name] of await migrationSource.getMigrations([])) {
    if (name === '0017_email_verification') {
      break;
    }
    await db.migrate.up({ name });
  }
  return db;
}

const member = (db: Db, username: string, email: string) => db('users').insert({ username, email, passwordHash: 'x', createdAt: joined, updatedAt: joined });

describe('migration 0017: verified addresses', () => {
  it('treats every account that exists as verified, and keeps addresses unique among verified accounts only', async () => {
    const db = await databaseBefore0017();
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
