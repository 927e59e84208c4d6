import { setImmediate as yieldToEvents } from 'node:timers/promises';
import type { Db } from '../../db/knex.js';
import { OutboxMessage } from '../../db/models/index.js';
import { ROLLOUT_CHANNEL } from '../../services/alerts/rollout.js';
import type { LiveTraffic } from '../../services/liveTraffic.js';
import type { Logger } from '../../services/logger.js';
import { deliverPushRows, type PushAttempt, type PushRow } from '../../services/push/delivery.js';
import type { PushSender } from '../../services/push/sender.js';
import { readSettings } from '../../services/settings.js';
import { TELEGRAM_CHANNEL } from '../../services/telegram/outboxMessages.js';
import { NOT_SENT_REASONS } from '../../services/outbox/eligibility.js';
import type { DeliveryProviders } from '../../services/outbox/providers.js';
import { emailActionOf, emailLanguageOf } from '../../services/outbox/emailPayload.js';
import { claimAll } from './claims.js';
import { recordAll, type Attempt, type OutboxRunResult } from './outcomes.js';
import { runRollouts, type RolloutRunner } from './rollouts.js';

export { MAX_ATTEMPTS, RETRY_BASE_MS, RETRY_MAX_MS, retryDelayMs, type OutboxRunResult } from './outcomes.js';

/** How many rows one pass reads at a time: a push to many members goes out in few round trips. */
const BATCH = 500;
const PUSH_NOT_CONFIGURED = 'Web Push is not available in this process';

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
  /** The live channel's writing: the worker waits for it to finish at each turn it gives back. */
  traffic?: Pick<LiveTraffic, 'quiet'> | null;
  /** Whether a Telegram bot is configured here (workers/telegramSender.ts sends the bot's messages). */
  telegram?: boolean;
}

/**
 * The delivery worker of the outbox. Messages are claimed with a
 * conditional update that holds them for a lease (claimAll), so several
 * processes can run the worker at once and a message is handed to a provider
 * once per attempt. Only messages that are due are read: `not_before` holds one through the
 * member's quiet hours, and after a failure through the back-off. A channel
 * without a provider marks its messages not_sent with the reason. E-mail and
 * SMS go one at a time; a batch's pushes go out together (services/push).
 *
 * @param options the database, a logger and the providers.
 */
export function createOutboxWorker({ db, logger, providers, push = null, traffic = null, telegram = false }: OutboxWorkerOptions): OutboxWorker {
  let chain: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  let nudged = false;
  let stopped = false;

  /** A turn of the event loop for others, and then, if sockets are being written, the wait for them to be. */
  async function giveWay(): Promise<void> {
    await yieldToEvents();
    await traffic?.quiet();
  }

  const deliverable = { email: providers.email !== null, sms: providers.sms !== null, push: Boolean(push), telegram };

  function providerOf(message: OutboxMessage) {
    return message.channel === 'email' ? providers.email : providers.sms;
  }

  async function sendOne(message: OutboxMessage, from: { name: string; address: string }): Promise<Attempt> {
    try {
      if (message.channel === 'email') {
        await providers.email?.({
          from,
          to: message.recipient,
          subject: message.subject ?? from.name,
          text: message.body,
          userId: message.userId,
          category: message.category,
          language: emailLanguageOf(message),
          action: emailActionOf(message),
        });
      } else {
        await providers.sms?.({ to: message.recipient, body: message.body });
      }
      return { status: 'sent' };
    } catch (error) {
      return { status: 'failed', reason: error instanceof Error ? error.message : String(error), retryAfterMs: null };
    }
  }

  async function sendPushes(messages: PushRow[], supportEmail: string): Promise<Map<number, PushAttempt>> {
    if (messages.length === 0) {
      return new Map();
    }
    if (!push) {
      return new Map(messages.map((message) => [message.id, { status: 'not_sent', reason: PUSH_NOT_CONFIGURED }]));
    }
    try {
      return await deliverPushRows(db, push.sender, messages, push.vapidSubject ?? `mailto:${supportEmail}`, giveWay);
    } catch (error) {
      // The push thread died or the database failed mid-way: every row of the batch is tried again later.
      const reason = error instanceof Error ? error.message : String(error);
      return new Map(messages.map((message) => [message.id, { status: 'failed', reason, retryAfterMs: null }]));
    }
  }

  const rollouts: RolloutRunner = { db, logger, deliverable, sendPushes, giveWay };

  async function deliverBatch(batch: OutboxMessage[], now: Date, from: { name: string; address: string }, result: OutboxRunResult): Promise<void> {
    await runRollouts(
      rollouts,
      await claimAll(
        db,
        batch.filter((message) => message.channel === ROLLOUT_CHANNEL),
        now,
        giveWay,
      ),
      now,
      from,
      result,
    );
    const deliveries = batch.filter((message) => message.channel !== ROLLOUT_CHANNEL);
    // A batch's pushes are claimed together and go out together; e-mail and SMS one by one, each claimed just before it
    // is sent and recorded right after, so a slow provider never outlasts a claim's lease.
    const claimedPushes = await claimAll(
      db,
      deliveries.filter((message) => message.channel === 'push'),
      now,
      giveWay,
    );
    const pushes = await sendPushes(claimedPushes, from.address);
    const outcomes: Array<[OutboxMessage, Attempt]> = claimedPushes.map((message) => [
      message,
      pushes.get(message.id) ?? { status: 'failed', reason: 'The push was not attempted', retryAfterMs: null },
    ]);
    // A channel with no provider: its rows are all marked not sent together (one statement per slice), not claimed and
    // recorded one by one: a signal to 10,000 members on a site without SMTP would otherwise be 20,000 commits.
    const unconfigured = await claimAll(
      db,
      deliveries.filter((message) => message.channel !== 'push' && !providerOf(message)),
      now,
      giveWay,
    );
    for (const message of unconfigured) {
      outcomes.push([message, { status: 'not_sent', reason: message.channel === 'email' ? NOT_SENT_REASONS.emailNotConfigured : NOT_SENT_REASONS.smsNotConfigured }]);
    }
    await recordAll(db, logger, outcomes, now, result);
    for (const message of deliveries.filter((row) => row.channel !== 'push' && providerOf(row))) {
      if ((await claimAll(db, [message], now, giveWay)).length === 1) {
        await recordAll(db, logger, [[message, await sendOne(message, from)]], now, result);
      }
    }
  }

  async function deliverPending(now: Date): Promise<OutboxRunResult> {
    const result: OutboxRunResult = { sent: 0, failed: 0, notSent: 0, retrying: 0 };
    // Woken by a publication, which is also being written to the sockets: they go first.
    await giveWay();
    const settings = await readSettings(db);
    const from = { name: settings.site_name, address: settings.support_email };
    if (!telegram) {
      // Queued for a member who linked Telegram while a bot was configured: with none now, nothing will send them.
      result.notSent += await db('outbox')
        .where({ channel: TELEGRAM_CHANNEL, status: 'pending' })
        .update({ status: 'not_sent', reason: NOT_SENT_REASONS.telegramNotConfigured, notBefore: null });
    }
    // A cursor, so a message that failed and stays pending is retried on a later run, not in a loop now.
    let afterId = 0;
    for (;;) {
      const batch = await OutboxMessage.query(db)
        .where('status', 'pending')
        // The bot's messages keep Telegram's pace: workers/telegramSender.ts sends them.
        .whereNot('channel', TELEGRAM_CHANNEL)
        .where((due) => {
          // Due: never held, or held until a time now past (quiet hours, back-off, a lease that ran out).
          void due.whereNull('notBefore').orWhere('notBefore', '<=', now);
        })
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(BATCH);
      await deliverBatch(batch, now, from, result);
      // A rollout in the batch wrote its members' rows after it: go on to them in this run.
      const wroteMore = batch.some((message) => message.channel === ROLLOUT_CHANNEL);
      if (batch.length < BATCH && !wroteMore) {
        return result;
      }
      afterId = batch[batch.length - 1]?.id ?? afterId;
      await giveWay();
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

