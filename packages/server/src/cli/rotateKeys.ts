import { ConfigError, loadConfig } from '../config.js';
import { describeRotation, rotateKeys } from '../services/keyRotation.js';

/**
 * `pnpm rotate-keys`: rotates the session and data keys of the deployment the
 * environment names (DATA_DIR, or DATABASE_URL and DATABASE_SCHEMA), as the
 * server would read it. See services/keyRotation.ts for what it does.
 */
async function main(): Promise<void> {
  const report = await rotateKeys(loadConfig());
  for (const line of describeRotation(report)) {
    console.info(line);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    // An operator's mistake (server still running, wrong folder): one line, and nothing was changed.
    console.error(error.message);
  } else {
    // The steps never remove a key before nothing needs it, so a failure at any point leaves every secret readable.
    console.error(error);
    console.error('The rotation did not finish. No key that anything needs was removed: fix the problem and run it again.');
  }
  process.exit(1);
});
