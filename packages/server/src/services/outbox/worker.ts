import { setImmediate as yieldToEvents } from 'node:timers/promises';
import type { Db } from '../../db/knex.js';
import { OutboxMessage } from '../../db/models/index.js';
import type { Logger } from '../logger.js';
import { deliverPushRows, type PushAttempt } from '../push/delivery.js';
import type { PushSender } from '../push/sender.js';
import { readSettings } from '../settings.js';
import { NOT_SENT_REASONS } from './eligibility.js';
import type { DeliveryProviders } from './providers.js';

/** A message that failed this many times is given up on, marked failed with the last error. */
export const MAX_ATTEMPTS = 5;
/** The wait after a first failure; it doubles with each further one (30 s, 1 min, 2 min, 4 min). */
export const RETRY_BASE_MS = 30 * 1000;
/** The longest wait between attempts, whatever a provider's Retry-After asks. */
export const RETRY_MAX_MS = 60 * 60 * 1000;
/** How many rows one pass reads at a time: a push to many members goes out in few round trips. */
const BATCH = 500;
/** Claims between two turns of the event loop: on SQLite each is a synchronous write. */
const CLAIMS_PER_TURN = 25;
const REASON_MAX = 500;
/**
 * A claimed message is held this long: another process reading the outbox
 * meanwhile does not see it as due and claim it again; a process that died
 * mid-delivery leaves it to be retried after this.
 */
const CLAIM_LEASE_MS = 5 * 60 * 1000;
const PUSH_NOT_CONFIGURED = 'Web Push is not available in this process';

export interface OutboxRunResult {
  sent: number;
  failed: number;
  notSent: number;
  /** Failed this time, to be tried again on a later run. */
  retrying: number;
}

export interface OutboxWorker {
  /**
   * Delivers every message due at `now` (pending, and not held until later);
   * runs one at a time, so a call made during a run waits for it and then runs again.
   */
  runOnce(now?: Date): Promise<OutboxRunResult>;
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
  /** Web Push: the sender, and VAPID_SUBJECT (null: mailto: the support e-mail setting). */
  push?: { sender: PushSender; vapidSubject: string | null } | null;
}

/** One attempt's result for one row. */
type Attempt = { status: 'sent' } | { status: 'not_sent'; reason: string } | { status: 'failed'; reason: string; retryAfterMs: number | null };

/**
 * How long to hold a message after its `attempt`-th failure: doubling from
 * RETRY_BASE_MS, or longer when the provider asked (Retry-After), at most RETRY_MAX_MS.
 */
export function retryDelayMs(attempt: number, retryAfterMs: number | null = null): number {
  const backOff = RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1);
  return Math.min(RETRY_MAX_MS, Math.max(backOff, retryAfterMs ?? 0));
}

/**
 * The delivery worker of the outbox. Each message is claimed with a
 * conditional update of its attempt count, so several processes can run the
 * worker at once and a message is handed to a provider once per attempt.
 * Only messages that are due are read: `not_before` holds one through the
 * member's quiet hours, and after a failure through the back-off. A channel
 * without a provider marks its messages not_sent with the reason. E-mail and
 * SMS go one at a time; a batch's pushes go out together (services/push).
 *
 * @param options the database, a logger and the providers.
 */
export function createOutboxWorker({ db, logger, providers, push = null }: OutboxWorkerOptions): OutboxWorker {
  let chain: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  let nudged = false;
  let stopped = false;

  async function claim(message: OutboxMessage, now: Date): Promise<boolean> {
    const claimed = await OutboxMessage.query(db)
      .patch({ attempts: message.attempts + 1, notBefore: new Date(now.getTime() + CLAIM_LEASE_MS) })
      .where('id', message.id)
      .where('status', 'pending')
      .where('attempts', message.attempts);
    return claimed === 1;
  }

  async function sendOne(message: OutboxMessage, from: { name: string; address: string }): Promise<Attempt> {
    const send = message.channel === 'email' ? providers.email : providers.sms;
    if (!send) {
      return { status: 'not_sent', reason: message.channel === 'email' ? NOT_SENT_REASONS.emailNotConfigured : NOT_SENT_REASONS.smsNotConfigured };
    }
    try {
      if (message.channel === 'email') {
        await providers.email?.({ from, to: message.recipient, subject: message.subject ?? from.name, text: message.body });
      } else {
        await providers.sms?.({ to: message.recipient, body: message.body });
      }
      return { status: 'sent' };
    } catch (error) {
      return { status: 'failed', reason: error instanceof Error ? error.message : String(error), retryAfterMs: null };
    }
  }

  async function sendPushes(messages: OutboxMessage[], supportEmail: string): Promise<Map<number, PushAttempt>> {
    if (messages.length === 0) {
      return new Map();
    }
    if (!push) {
      return new Map(messages.map((message) => [message.id, { status: 'not_sent', reason: PUSH_NOT_CONFIGURED }]));
    }
    try {
      return await deliverPushRows(db, push.sender, messages, push.vapidSubject ?? `mailto:${supportEmail}`);
    } catch (error) {
      // The encryption thread died or the database failed mid-way: every row of the batch is tried again later.
      const reason = error instanceof Error ? error.message : String(error);
      return new Map(messages.map((message) => [message.id, { status: 'failed', reason, retryAfterMs: null }]));
    }
  }

  async function record(message: OutboxMessage, attempt: Attempt, now: Date): Promise<keyof OutboxRunResult> {
    const tried = message.attempts + 1;
    if (attempt.status === 'sent') {
      await OutboxMessage.query(db).patch({ status: 'sent', reason: null, sentAt: new Date(), notBefore: null }).where('id', message.id);
      return 'sent';
    }
    if (attempt.status === 'not_sent') {
      await OutboxMessage.query(db).patch({ status: 'not_sent', reason: attempt.reason.slice(0, REASON_MAX), notBefore: null }).where('id', message.id);
      return 'notSent';
    }
    const reason = attempt.reason.slice(0, REASON_MAX);
    const givenUp = tried >= MAX_ATTEMPTS;
    const notBefore = givenUp ? null : new Date(now.getTime() + retryDelayMs(tried, attempt.retryAfterMs));
    await OutboxMessage.query(db).patch({ status: givenUp ? 'failed' : 'pending', reason, notBefore }).where('id', message.id);
    logger.warn(`Delivering ${message.channel} #${message.id} failed (attempt ${tried}): ${reason}`);
    return givenUp ? 'failed' : 'retrying';
  }

  async function deliverBatch(batch: OutboxMessage[], now: Date, from: { name: string; address: string }, result: OutboxRunResult): Promise<void> {
    const claimed: OutboxMessage[] = [];
    for (const [index, message] of batch.entries()) {
      if (await claim(message, now)) {
        claimed.push(message);
      }
      if (index % CLAIMS_PER_TURN === CLAIMS_PER_TURN - 1) {
        await yieldToEvents();
      }
    }
    const pushes = await sendPushes(
      claimed.filter((message) => message.channel === 'push'),
      from.address,
    );
    for (const [index, message] of claimed.entries()) {
      const attempt = message.channel === 'push' ? pushes.get(message.id) : await sendOne(message, from);
      result[await record(message, attempt ?? { status: 'failed', reason: 'No outcome', retryAfterMs: null }, now)] += 1;
      if (index % CLAIMS_PER_TURN === CLAIMS_PER_TURN - 1) {
        await yieldToEvents();
      }
    }
  }

  async function deliverPending(now: Date): Promise<OutboxRunResult> {
    const result: OutboxRunResult = { sent: 0, failed: 0, notSent: 0, retrying: 0 };
    const settings = await readSettings(db);
    const from = { name: settings.site_name, address: settings.support_email };
    // A cursor, so a message that failed and stays pending is retried on a later run, not in a loop now.
    let afterId = 0;
    for (;;) {
      const batch = await OutboxMessage.query(db)
        .where('status', 'pending')
        .where((due) => {
          // Due: never held, or held until a time now past (quiet hours, back-off, a lease that ran out).
          void due.whereNull('notBefore').orWhere('notBefore', '<=', now);
        })
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(BATCH);
      await deliverBatch(batch, now, from, result);
      if (batch.length < BATCH) {
        return result;
      }
      afterId = batch[batch.length - 1]?.id ?? afterId;
    }
  }

  function runOnce(now?: Date): Promise<OutboxRunResult> {
    const run = chain.then(() => deliverPending(now ?? new Date()));
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
      await push?.sender.close();
    },
  };
}
