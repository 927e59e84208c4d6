import type { Db } from '../../db/knex.js';
import { OutboxMessage } from '../../db/models/index.js';
import type { Logger } from '../logger.js';
import { readSettings } from '../settings.js';
import { NOT_SENT_REASONS } from './eligibility.js';
import type { DeliveryProviders } from './providers.js';

/** A message that failed this many times is given up on, marked failed with the last error. */
export const MAX_ATTEMPTS = 3;
/** How many rows one pass reads at a time. */
const BATCH = 50;
const REASON_MAX = 500;

export interface OutboxRunResult {
  sent: number;
  failed: number;
  notSent: number;
  /** Failed this time, to be tried again on a later run. */
  retrying: number;
}

export interface OutboxWorker {
  /** Delivers every message pending now; runs one at a time, so a call made during a run waits for it and then runs again. */
  runOnce(): Promise<OutboxRunResult>;
  /** Runs soon (after a notification was written), without waiting for the interval. */
  nudge(): void;
  /** Runs every `intervalMs` on a timer that does not keep the process alive. */
  start(intervalMs: number): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

export interface OutboxWorkerOptions {
  db: Db;
  logger: Logger;
  providers: DeliveryProviders;
}

/**
 * The delivery worker of the outbox. Each message is claimed with a
 * conditional update of its attempt count, so several processes can run the
 * worker at once and a message is handed to a provider once per attempt.
 * A channel without a provider marks its messages not_sent with the reason.
 *
 * @param options the database, a logger and the providers.
 */
export function createOutboxWorker({ db, logger, providers }: OutboxWorkerOptions): OutboxWorker {
  let chain: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  let nudged = false;
  let stopped = false;

  async function deliver(message: OutboxMessage, from: { name: string; address: string }): Promise<keyof OutboxRunResult | null> {
    const claimed = await OutboxMessage.query(db)
      .patch({ attempts: message.attempts + 1 })
      .where('id', message.id)
      .where('status', 'pending')
      .where('attempts', message.attempts);
    if (claimed !== 1) {
      return null;
    }
    const send = message.channel === 'email' ? providers.email : providers.sms;
    if (!send) {
      const reason = message.channel === 'email' ? NOT_SENT_REASONS.emailNotConfigured : NOT_SENT_REASONS.smsNotConfigured;
      await OutboxMessage.query(db).patch({ status: 'not_sent', reason }).where('id', message.id);
      return 'notSent';
    }
    try {
      if (message.channel === 'email') {
        await providers.email?.({ from, to: message.recipient, subject: message.subject ?? from.name, text: message.body, userId: message.userId, category: message.category });
      } else {
        await providers.sms?.({ to: message.recipient, body: message.body });
      }
      await OutboxMessage.query(db).patch({ status: 'sent', reason: null, sentAt: new Date() }).where('id', message.id);
      return 'sent';
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, REASON_MAX);
      const givenUp = message.attempts + 1 >= MAX_ATTEMPTS;
      await OutboxMessage.query(db).patch({ status: givenUp ? 'failed' : 'pending', reason }).where('id', message.id);
      logger.warn(`Delivering ${message.channel} #${message.id} failed (attempt ${message.attempts + 1}): ${reason}`);
      return givenUp ? 'failed' : 'retrying';
    }
  }

  async function deliverPending(): Promise<OutboxRunResult> {
    const result: OutboxRunResult = { sent: 0, failed: 0, notSent: 0, retrying: 0 };
    const settings = await readSettings(db);
    const from = { name: settings.site_name, address: settings.support_email };
    // A cursor, so a message that failed and stays pending is retried on the next run, not in a loop now.
    let afterId = 0;
    for (;;) {
      const batch = await OutboxMessage.query(db).where('status', 'pending').where('id', '>', afterId).orderBy('id').limit(BATCH);
      for (const message of batch) {
        const outcome = await deliver(message, from);
        if (outcome) {
          result[outcome] += 1;
        }
      }
      if (batch.length < BATCH) {
        return result;
      }
      afterId = batch[batch.length - 1]?.id ?? afterId;
    }
  }

  function runOnce(): Promise<OutboxRunResult> {
    const run = chain.then(deliverPending);
    chain = run.catch(() => undefined);
    return run;
  }

  function runInBackground(): void {
    runOnce().catch((error: unknown) => logger.error({ err: error }, 'Delivering the outbox failed'));
  }

  return {
    runOnce,
    nudge() {
      if (nudged || stopped) {
        return;
      }
      nudged = true;
      setImmediate(() => {
        nudged = false;
        if (!stopped) {
          runInBackground();
        }
      });
    },
    start(intervalMs) {
      timer = setInterval(runInBackground, intervalMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) {
        clearInterval(timer);
      }
      await chain;
      providers.close();
    },
  };
}
