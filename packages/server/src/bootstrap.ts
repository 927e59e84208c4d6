import { seedDemoData } from '@signals/seeds';
import { registerUser } from './commands/users.js';
import { prepareRegistration } from './guards/registration.js';
import type { Config } from './config.js';
import { ConfigError } from './config.js';
import type { Logger } from './services/logger.js';
import { createPasswordHasher, type PasswordHasher } from './services/passwords.js';
import { demoWalletSettings } from './policies/billing.js';
import { ensureDefaultSettings, readSettings } from './services/settings.js';
import { migrate, onePreparerAtATime, type Db } from './db/knex.js';
import { User } from './db/models/index.js';
import { backfillSignalLog } from './services/signalLog/backfill.js';

/**
 * Brings the database to a usable state at start: every migration, every
 * setting, then either the demo data (an empty development database) or the
 * first admin from ADMIN_USERNAME / ADMIN_PASSWORD. Several processes
 * starting at once on one PostgreSQL database take turns, so none of them
 * trips over another's half-made tables or first admin.
 */
export async function prepareDatabase(db: Db, config: Config, logger: Logger): Promise<void> {
  const passwords = createPasswordHasher(config.passwordHashCost);
  await onePreparerAtATime(db, async () => {
    await migrate(db);
    await ensureDefaultSettings(db, { production: config.nodeEnv === 'production' });
    const isEmpty = (await User.query(db).resultSize()) === 0;
    if (isEmpty && config.seedDemoData) {
      await seedDemoData(db, { now: new Date(), hashPassword: (password) => passwords.hash(password) });
      logger.info('Loaded the demo data (accounts admin, premium, trader and banned: see the README)');
    }
    await ensureFirstAdmin(db, config, passwords, logger);
    const backfilled = await backfillSignalLog(db);
    if (backfilled > 0) {
      logger.info(`Filled the signal log with what was published before it: ${backfilled} leaves, marked backfilled`);
    }
  });
  if (config.nodeEnv === 'production') {
    await refuseDemoWallets(db);
  }
}

/**
 * Production never takes payments on the demo data's burn addresses: a
 * database copied from a demo, or an address typed from the README, would
 * send members' money where nobody can ever get it back.
 */
async function refuseDemoWallets(db: Db): Promise<void> {
  const keys = demoWalletSettings(await readSettings(db));
  if (keys.length > 0) {
    throw new ConfigError(
      `Invalid configuration: ${keys.join(', ')} ${keys.length === 1 ? 'holds' : 'hold'} a well-known burn address from the demo data, and payments sent there are lost. ` +
        `Clear ${keys.length === 1 ? 'it' : 'them'} (UPDATE system_settings SET value = '' WHERE key IN (${keys.map((key) => `'${key}'`).join(', ')})) and set your own wallet in the back office.`,
    );
  }
}

async function ensureFirstAdmin(db: Db, config: Config, passwords: PasswordHasher, logger: Logger): Promise<void> {
  const hasAdmin = (await User.query(db).where('isAdmin', true).resultSize()) > 0;
  if (hasAdmin) {
    return;
  }
  if (config.firstAdmin) {
    const account = await prepareRegistration(db, passwords, { ...config.firstAdmin, email: `${config.firstAdmin.username.toLowerCase()}@localhost.invalid`, isAdmin: true });
    // Nobody listens before the server starts: the unit's events have nowhere to go.
    await db.transaction((trx) => registerUser({ trx, record: () => undefined }, null, account));
    logger.info(`Created the first admin account "${config.firstAdmin.username}"`);
    return;
  }
  if (config.nodeEnv === 'production') {
    throw new ConfigError('Invalid configuration: no admin account exists yet; set ADMIN_USERNAME and ADMIN_PASSWORD to create the first one');
  }
}
