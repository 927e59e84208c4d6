import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { User } from '../models/index.js';
import { migrate, openDatabase, type Db } from '../knex.js';
import { migrationSource } from './index.js';

const MIGRATION = '0018_recovery_codes';
const madeAt = new Date('2026-10-01T08:00:00.000Z');
const seenAt = new Date('2026-11-20T10:00:00.000Z');

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

/** A database on the suite's engine (PostgreSQL when SIGNALS_TEST_DATABASE_URL is set) migrated up to, not including, 0018. */
async function databaseBefore0018(): Promise<Db> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signals-0018-'));
  const url = process.env.SIGNALS_TEST_DATABASE_URL ?? null;
  const schema = url ? `t_${process.env.SIGNALS_TEST_RUN ?? 'adhoc'}_m0018_${path.basename(dir).replace(/\W/g, '').toLowerCase()}` : null;
  const db = openDatabase({ dataDir: dir, databaseUrl: url, databaseSchema: schema ?? undefined });
  opened = { db, dir, schema };
  if (schema) {
    await db.raw('create schema if not exists ??', [schema]);
  }
  // Every migration before this one, whichever others land beside it.
  const [, pending] = (await db.migrate.list()) as [unknown, Array<Parameters<typeof migrationSource.getMigrationName>[0]>];
  for (const name of pending.map((migration) => migrationSource.getMigrationName(migration))) {
    if (name === MIGRATION) {
      break;
    }
    await db.migrate.up({ name });
  }
  return db;
}

async function member(db: Db, username: string, newDeviceSignInAt: Date | null): Promise<number> {
  const [row] = await db('users').insert({ username, email: `${username}@example.com`, passwordHash: 'x', createdAt: madeAt, updatedAt: madeAt, newDeviceSignInAt }).returning<Array<{ id: number }>>('id');
  return row!.id;
}

describe(`migration ${MIGRATION}`, () => {
  it('gives every account made before it a first browser, so the next sign-in from a new one is told; a known one keeps its time', async () => {
    const db = await databaseBefore0018();
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
