import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp, type App } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { createLogger } from '../../src/services/logger.js';
import { signalListCacheFor } from '../../src/queries/signalListCache.js';
import { TestClient } from './testClient.js';
import { TEST_PASSWORD_HASH_COST } from './passwordCost.js';

export interface TestServer {
  app: App;
  config: Config;
  baseUrl: string;
  /** A client with its own cookie jar: one browser. */
  client(): TestClient;
  close(): Promise<void>;
}

/**
 * Starts the real server on a free port with a fresh SQLite file in a
 * temporary folder. No demo data unless asked, so each test builds what it needs.
 */
/**
 * A push service the suites' subscriptions may name (allowed on every test server): a closed port on this machine, so
 * a push the worker tries fails at once here, and no test ever reaches out to a real push service.
 */
export const LOCAL_PUSH_ORIGIN = 'https://127.0.0.1:9';


export async function startTestServer(env: Record<string, string> = {}, overrides: Partial<Config> = {}, options: { keepStartLists?: boolean } = {}): Promise<TestServer> {
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'signals-test-'));
  // With SIGNALS_TEST_DATABASE_URL set (scripts/test-scale-out.mjs) the suite runs on PostgreSQL: one schema per data folder, so a restart on
  // the same folder finds its data again and parallel test files never meet.
  const postgres = process.env.SIGNALS_TEST_DATABASE_URL
    ? { DATABASE_URL: process.env.SIGNALS_TEST_DATABASE_URL, DATABASE_SCHEMA: schemaFor(dataDir) }
    : {};
  const config: Config = {
    // Suites register members by the dozen from one address; the registration limit's own tests set REGISTRATION_LIMIT.
    ...loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      SEED_DEMO_DATA: 'false',
      WEB_DIST: path.join(dataDir, 'no-web'),
      REGISTRATION_LIMIT: '100000',
      // Production refuses cheap hashes: a production server in a suite hashes at the default cost.
      ...(env.NODE_ENV === 'production' ? {} : { PASSWORD_HASH_COST: TEST_PASSWORD_HASH_COST }),
      PUSH_ALLOWED_ORIGINS: LOCAL_PUSH_ORIGIN,
      ...postgres,
      ...env,
      DATA_DIR: dataDir,
    }),
    ...overrides,
  };
  const app = await createApp(config, { logger: createLogger({ level: 'warn', pretty: false }) });
  const address = await app.listen();
  if (!options.keepStartLists) {
    // Tests build signals straight into the database (factories), which no event tells the list cache about: they start
    // from an empty cache, as the first read after a real write does, not from the lists computed before listening.
    signalListCacheFor(app.services).clear();
  }
  const baseUrl = `http://127.0.0.1:${address.port}`;
  return {
    app,
    config,
    baseUrl,
    client: () => new TestClient(baseUrl),
    close: async () => {
      await app.close();
      if (!env.DATA_DIR) {
        fs.rmSync(dataDir, { recursive: true, force: true });
        await dropSchema(config);
      }
    },
  };
}

/** A schema name derived from the test run and the data folder (see globalSetup.ts). */
function schemaFor(dataDir: string): string {
  const run = process.env.SIGNALS_TEST_RUN ?? 'adhoc';
  return `t_${run}_${createHash('sha256').update(dataDir).digest('hex').slice(0, 16)}`;
}

/** Removes a test run's PostgreSQL schema. */
async function dropSchema(config: Config): Promise<void> {
  if (!config.databaseUrl || config.databaseSchema === 'public') {
    return;
  }
  const { default: knexFactory } = await import('knex');
  const db = knexFactory({ client: 'pg', connection: config.databaseUrl });
  try {
    await db.raw('drop schema if exists ?? cascade', [config.databaseSchema]);
  } finally {
    await db.destroy();
  }
}
