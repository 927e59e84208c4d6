import { randomBytes } from 'node:crypto';

/**
 * Once per test run. On PostgreSQL every test server gets its own schema,
 * named after this run, so the run can drop exactly its own schemas at the end
 * even if a test file stopped early, and runs sharing a database never meet.
 */
export function setup(): void {
  process.env.SIGNALS_TEST_RUN ??= randomBytes(4).toString('hex');
}

export async function teardown(): Promise<void> {
  const url = process.env.SIGNALS_TEST_DATABASE_URL;
  const run = process.env.SIGNALS_TEST_RUN;
  if (!url || !run) {
    return;
  }
  const { default: knexFactory } = await import('knex');
  const db = knexFactory({ client: 'pg', connection: url });
  try {
    const { rows } = await db.raw<{ rows: Array<{ nspname: string }> }>("select nspname from pg_namespace where nspname like ?", [`t\\_${run}\\_%`]);
    for (const { nspname } of rows) {
      await db.raw('drop schema if exists ?? cascade', [nspname]);
    }
  } finally {
    await db.destroy();
  }
}
