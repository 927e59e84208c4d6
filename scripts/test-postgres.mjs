// The server suite again on PostgreSQL, when DATABASE_URL says where one is.
// Without it the run says what it left out and why, and succeeds.
import { spawnSync } from 'node:child_process';

if (!process.env.DATABASE_URL) {
  console.info('Skipped the PostgreSQL run of the server suite: DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test).');
  process.exit(0);
}
console.info(`Running the server suite on PostgreSQL (${new URL(process.env.DATABASE_URL).host}), one schema per test server.`);
// A variable of its own, so the ordinary unit run stays on SQLite even where DATABASE_URL is exported.
const result = spawnSync('pnpm', ['exec', 'vitest', 'run', '--project', 'server'], {
  stdio: 'inherit',
  env: { ...process.env, SIGNALS_TEST_DATABASE_URL: process.env.DATABASE_URL },
});
process.exit(result.status ?? 1);
