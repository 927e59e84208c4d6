import { createApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { effectiveBacklog } from './services/listenBacklog.js';
import { createLogger } from './services/logger.js';

/** Starts the server as configured by the environment; stops cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.log);
  const app = await createApp(config, { logger });
  const address = await app.listen();
  const host = address.address.includes(':') ? `[${address.address}]` : address.address;
  logger.info(`Listening on http://${host}:${address.port} (data in ${config.dataDir}${config.databaseUrl ? ', PostgreSQL' : ''})`);
  const backlog = effectiveBacklog(config.listenBacklog);
  const capped = backlog.cap !== null && backlog.cap < backlog.requested;
  // A queue shorter than asked drops a restart's reconnections: said once, with the fix (README, "Restarts and deploys").
  logger[capped ? 'warn' : 'info'](
    capped
      ? `Listen queue ${backlog.effective} connections: LISTEN_BACKLOG asks ${backlog.requested}, the kernel's net.core.somaxconn caps it (raise it: README, "Restarts and deploys")`
      : `Listen queue ${backlog.effective} connections`,
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      return;
    }
    stopping = true;
    logger.info(`${signal} received: finishing requests in flight`);
    const force = setTimeout(() => {
      logger.error('Shutdown took too long; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    app
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        logger.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    // One line that names the problem, no stack: this is the operator's mistake, not a bug.
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
