import type { Config } from '../config.js';
import type { Db } from '../db/knex.js';
import type { EventBus } from './eventBus.js';
import type { Logger } from './logger.js';
import type { LoginThrottle } from './loginThrottle.js';

/** What handlers and commands are given: the app's long-lived parts. */
export interface Services {
  db: Db;
  config: Config;
  logger: Logger;
  loginThrottle: LoginThrottle;
  /** Domain events, published after commit; the live channel listens. */
  events: EventBus;
}
