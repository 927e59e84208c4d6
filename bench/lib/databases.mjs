/** The databases a benchmark measures on, each fresh: SQLite always, PostgreSQL when DATABASE_URL is set. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { applyNice, buildServer, ROOT, tempDataDir } from './server.mjs';
import { machine } from './stats.mjs';

/**
 * Runs `measure(database, env, dataDir)` on SQLite in a fresh data folder, then on PostgreSQL in a schema of its own
 * (dropped after) when DATABASE_URL is set; answers every figure the runs returned, in that order.
 */
export async function onEachDatabase(name, measure) {
  const results = [];
  const sqliteDir = tempDataDir(`signals-bench-${name}-`);
  try {
    results.push(...(await measure('SQLite', {}, sqliteDir)));
  } finally {
    fs.rmSync(sqliteDir, { recursive: true, force: true });
  }
  if (!process.env.DATABASE_URL) {
    console.log('PostgreSQL left out: DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test).');
    return results;
  }
  const schema = `bench_${name.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
  const pgDir = tempDataDir(`signals-bench-${name}-pg-`);
  const knex = (await import(path.join(ROOT, 'packages/server/node_modules/knex/knex.mjs'))).default;
  try {
    results.push(...(await measure('PostgreSQL', { DATABASE_URL: process.env.DATABASE_URL, DATABASE_SCHEMA: schema }, pgDir)));
  } finally {
    const db = knex({ client: 'pg', connection: process.env.DATABASE_URL });
    await db.raw('drop schema if exists ?? cascade', [schema]);
    await db.destroy();
    fs.rmSync(pgDir, { recursive: true, force: true });
  }
  return results;
}

/**
 * What every database benchmark does first: its priority (`--nice`), the machine's figures for the report (its load
 * among them), and the server built unless `--skip-build`. Answers the machine's figures.
 */
export async function benchStart(opts) {
  if (opts.nice !== undefined) {
    process.env.BENCH_NICE = opts.nice;
    applyNice();
  }
  const info = await machine();
  buildServer(opts['skip-build']);
  return info;
}
