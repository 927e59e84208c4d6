// Past one machine: the server suite again on PostgreSQL, then two server
// processes sharing PostgreSQL and Redis. Each part runs when its service is
// configured (DATABASE_URL, REDIS_URL); otherwise the run says what it left
// out and why, and succeeds, so `pnpm test` works on a machine without them.
// Under CI=true a part left out fails the run: CI provides both services, so a
// missing variable there is a broken pipeline, not a smaller machine.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverTestsByDatabase } from './lib/databaseTests.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vitestBin = path.join(root, 'node_modules/.bin/vitest');

const { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, CI: ci } = process.env;

/** Says what was left out; fails under CI, where nothing may be. */
function skipped(message) {
  if (ci === 'true') {
    console.error(`${message} CI=true: the scale-out suites must run in CI, so this fails.`);
    process.exit(1);
  }
  console.info(message);
  process.exit(0);
}

function vitest(project, env, files = []) {
  // Variables of their own, so the ordinary unit run stays on SQLite even where DATABASE_URL is exported.
  const result = spawnSync(vitestBin, ['run', '--project', project, ...files], { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    process.exit(result.status ?? 1);
  }
}

if (!databaseUrl) {
  skipped('Skipped the PostgreSQL run of the server suite and the two-process suite: DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test).');
}
// The files that touch the database, and only those: a pure unit test proves nothing more on a second database.
const { database, pure } = serverTestsByDatabase(path.join(root, 'packages/server'));
console.info(
  `Running the server suite's ${database.length} files that touch the database on PostgreSQL (${new URL(databaseUrl).host}), one schema per test server; ` +
    `its ${pure.length} files that do not ran on SQLite only.`,
);
vitest('server', { SIGNALS_TEST_DATABASE_URL: databaseUrl }, database.map((file) => path.join('packages/server', file)));

if (!redisUrl) {
  skipped('Skipped the two-process suite: REDIS_URL is not set (e.g. redis://127.0.0.1:6379); it needs PostgreSQL and Redis.');
}
console.info(`Running two server processes on PostgreSQL and Redis (${new URL(redisUrl).host}).`);
vitest('scale-out', { SIGNALS_TEST_DATABASE_URL: databaseUrl, SIGNALS_TEST_REDIS_URL: redisUrl });
