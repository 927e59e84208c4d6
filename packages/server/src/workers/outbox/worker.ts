import { setImmediate as yieldToEvents } from 'node:timers/promises';
import type { Db } from '../../db/knex.js';
import { OutboxMessage } from '../../db/models/index.js';
import type { LiveTraffic } from '../../realtime/liveTraffic.js';
import type { Logger } from '../logger.js';
import { deliverPushRows, type PushAttempt, type PushRow } from '../push/delivery.js';
import type { PushSender } from '../push/sender.js';
import { readSettings } from '../settings.js';
import { NOT_SENT_REASONS } from './eligibility.js';
import type { DeliveryProviders } from './providers.js';
import { expandFanoutSlice, FANOUT_CHANNEL, pushesInFlight, settleFanoutPushes } from '../alerts/fanout.js';
import { emailLanguageOf } from './emailPayload.js';
import type { PlannedRow } from './enqueue.js';

/** A message that failed this many times is given up on, marked failed with the last error. */
export const MAX_ATTEMPTS = 5;
/** The wait after a first failure; it doubles with each further one (30 s, 1 min, 2 min, 4 min). */
export const RETRY_BASE_MS = 30 * 1000;
/** The longest wait between attempts, whatever a provider's Retry-After asks. */
export const RETRY_MAX_MS = 60 * 60 * 1000;
/** How many rows one pass reads at a time: a push to many members goes out in few round trips. */
const BATCH = 500;
/** Rows claimed per statement, with a turn of the event loop between. */
const CLAIM_SLICE = 250;
/** A fan-out's pushes go out this many at a time: few round trips to the push thread, each with plenty in flight. */
const FANOUT_PUSH_BATCH = 500;
/** Ids per statement when outcomes are written. */
const WRITE_SLICE = 500;
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
  /** The live channel's writing: the worker waits for it to finish at each turn it gives back. */
  traffic?: Pick<LiveTraffic, 'quiet'> | null;
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
export function createOutboxWorker({ db, logger, providers, push = null, traffic = null }: OutboxWorkerOptions): OutboxWorker {
  let chain: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  let nudged = false;
  let stopped = false;

  /** A turn of the event loop for others, and then, if sockets are being written, the wait for them to be. */
  async function giveWay(): Promise<void> {
    await yieldToEvents();
    await traffic?.quiet();
  }

  /**
   * Claims the rows that are still due, one statement per slice: the update
   * holds each for the lease and counts the attempt, and answers which rows
   * it changed. A row another process claimed meanwhile is no longer due (or
   * no longer pending), so it is not changed here: on PostgreSQL the second
   * update waits for the first's row lock and re-reads the row; on SQLite
   * writes take turns. One statement, not one per row: on SQLite
   * (synchronous = FULL) each commit is a disk flush.
   */
  async function claimAll(batch: OutboxMessage[], now: Date): Promise<OutboxMessage[]> {
    const claimed: OutboxMessage[] = [];
    const lease = new Date(now.getTime() + CLAIM_LEASE_MS);
    const byId = new Map(batch.map((message) => [message.id, message]));
    for (const slice of slices(batch, CLAIM_SLICE)) {
      const won: Array<{ id: number; attempts: number }> = await db('outbox')
        .whereIn(
          'id',
          slice.map((message) => message.id),
        )
        .where('status', 'pending')
        .where((due) => {
          void due.whereNull('notBefore').orWhere('notBefore', '<=', now);
        })
        .update({ attempts: db.raw('attempts + 1'), notBefore: lease }, ['id', 'attempts']);
      for (const { id, attempts } of won) {
        const message = byId.get(id);
        if (message) {
          // The count before this attempt, as the row holds it now (another process may have tried it since it was read).
          message.attempts = Number(attempts) - 1;
          claimed.push(message);
        }
      }
      await giveWay();
    }
    return claimed.sort((a, b) => a.id - b.id);
  }

  const deliverable = { email: providers.email !== null, sms: providers.sms !== null, push: Boolean(push) };

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

  /** Writes a batch's outcomes in one transaction: the sent in one statement per slice, the rest grouped by reason. */
  async function recordAll(outcomes: Array<[OutboxMessage, Attempt]>, now: Date, result: OutboxRunResult): Promise<void> {
    const sent = outcomes.filter(([, attempt]) => attempt.status === 'sent').map(([message]) => message.id);
    const notSent = new Map<string, number[]>();
    const failed: Array<[OutboxMessage, Extract<Attempt, { status: 'failed' }>]> = [];
    for (const [message, attempt] of outcomes) {
      if (attempt.status === 'not_sent') {
        const reason = attempt.reason.slice(0, REASON_MAX);
        notSent.set(reason, [...(notSent.get(reason) ?? []), message.id]);
      } else if (attempt.status === 'failed') {
        failed.push([message, attempt]);
      }
    }
    await db.transaction(async (trx) => {
      const sentAt = new Date();
      for (const ids of slices(sent, WRITE_SLICE)) {
        await OutboxMessage.query(trx).patch({ status: 'sent', reason: null, sentAt, notBefore: null }).whereIn('id', ids);
      }
      for (const [reason, all] of notSent) {
        for (const ids of slices(all, WRITE_SLICE)) {
          await OutboxMessage.query(trx).patch({ status: 'not_sent', reason, notBefore: null }).whereIn('id', ids);
        }
      }
      for (const [message, attempt] of failed) {
        const tried = message.attempts + 1;
        const givenUp = tried >= MAX_ATTEMPTS;
        const notBefore = givenUp ? null : new Date(now.getTime() + retryDelayMs(tried, attempt.retryAfterMs));
        await OutboxMessage.query(trx)
          .patch({ status: givenUp ? 'failed' : 'pending', reason: attempt.reason.slice(0, REASON_MAX), notBefore })
          .where('id', message.id);
        result[givenUp ? 'failed' : 'retrying'] += 1;
      }
    });
    result.sent += sent.length;
    result.notSent += outcomes.length - sent.length - failed.length;
    for (const [message, attempt] of failed) {
      logger.warn(`Delivering ${message.channel} #${message.id} failed (attempt ${message.attempts + 1}): ${attempt.reason.slice(0, REASON_MAX)}`);
    }
  }

  /**
   * Sends a fan-out's due pushes (numbered for the answer), writes the ones
   * that failed as push rows to be tried again after the back-off, like any
   * other, and settles the fan-out's pushes in flight, in one transaction.
   */
  async function pushStraight(job: OutboxMessage, due: PlannedRow[], finished: boolean, now: Date, from: { address: string }, result: OutboxRunResult): Promise<void> {
    const answers = await sendPushes(
      due.map((row, index) => ({ ...row, id: index })),
      from.address,
    );
    const retries = due.flatMap((row, index) => {
      const attempt = answers.get(index);
      return attempt?.status === 'failed'
        ? [{ ...row, attempts: 1, reason: attempt.reason.slice(0, REASON_MAX), notBefore: new Date(now.getTime() + retryDelayMs(1, attempt.retryAfterMs)) }]
        : [];
    });
    await giveWay();
    await db.transaction(async (trx) => {
      for (const slice of slices(retries, WRITE_SLICE / 5)) {
        await trx('outbox').insert(slice);
      }
      await settleFanoutPushes(trx, job.id, finished);
    });
    const sent = [...answers.values()].filter((attempt) => attempt.status === 'sent').length;
    result.sent += sent;
    result.retrying += retries.length;
    result.notSent += due.length - sent - retries.length;
  }

  /**
   * Runs a claimed fan-out to its end: writes its member rows a slice per
   * transaction, giving the event loop back between slices, and sends the
   * pushes due now as they gather (first the ones a stopped process left in
   * flight). The rows it writes have higher ids, so this same run goes on to
   * deliver them.
   */
  async function runFanout(job: OutboxMessage, now: Date, from: { address: string }, result: OutboxRunResult): Promise<void> {
    const leftover = await pushesInFlight(db, job, deliverable);
    if (leftover.inFlight) {
      await pushStraight(job, leftover.due, false, now, from, result);
    }
    let due: PlannedRow[] = [];
    for (let finished = false; !finished; ) {
      const step = await expandFanoutSlice(db, job, deliverable);
      due = due.concat(step.due);
      finished = step.finished;
      if (finished ? step.unsettled : due.length >= FANOUT_PUSH_BATCH) {
        await pushStraight(job, due, finished, now, from, result);
        due = [];
      }
      await giveWay();
    }
  }

  async function expandFanouts(batch: OutboxMessage[], now: Date, from: { address: string }, result: OutboxRunResult): Promise<void> {
    for (const job of await claimAll(
      batch.filter((message) => message.channel === FANOUT_CHANNEL),
      now,
    )) {
      try {
        await runFanout(job, now, from, result);
      } catch (error) {
        // The lease runs out and a later run goes on from the cursor the row keeps (and sends its pushes in flight again).
        logger.error({ err: error }, `Writing the messages of alert #${job.id} failed; it is tried again later`);
      }
    }
  }

  async function deliverBatch(batch: OutboxMessage[], now: Date, from: { name: string; address: string }, result: OutboxRunResult): Promise<void> {
    await expandFanouts(batch, now, from, result);
    const deliveries = batch.filter((message) => message.channel !== FANOUT_CHANNEL);
    // A batch's pushes are claimed together and go out together; e-mail and SMS one by one, each claimed just before it
    // is sent and recorded right after, so a slow provider never outlasts a claim's lease.
    const claimedPushes = await claimAll(
      deliveries.filter((message) => message.channel === 'push'),
      now,
    );
    const pushes = await sendPushes(claimedPushes, from.address);
    const outcomes: Array<[OutboxMessage, Attempt]> = claimedPushes.map((message) => [
      message,
      pushes.get(message.id) ?? { status: 'failed', reason: 'The push was not attempted', retryAfterMs: null },
    ]);
    // A channel with no provider: its rows are all marked not sent together (one statement per slice), not claimed and
    // recorded one by one: a signal to 10,000 members on a site without SMTP would otherwise be 20,000 commits.
    const unconfigured = await claimAll(
      deliveries.filter((message) => message.channel !== 'push' && !providerOf(message)),
      now,
    );
    for (const message of unconfigured) {
      outcomes.push([message, { status: 'not_sent', reason: message.channel === 'email' ? NOT_SENT_REASONS.emailNotConfigured : NOT_SENT_REASONS.smsNotConfigured }]);
    }
    await recordAll(outcomes, now, result);
    for (const message of deliveries.filter((row) => row.channel !== 'push' && providerOf(row))) {
      if ((await claimAll([message], now)).length === 1) {
        await recordAll([[message, await sendOne(message, from)]], now, result);
      }
    }
  }

  async function deliverPending(now: Date): Promise<OutboxRunResult> {
    const result: OutboxRunResult = { sent: 0, failed: 0, notSent: 0, retrying: 0 };
    // Woken by a publication, which is also being written to the sockets: they go first.
    await giveWay();
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
      // A fan-out in the batch wrote its members' rows after it: go on to them in this run.
      const wroteMore = batch.some((message) => message.channel === FANOUT_CHANNEL);
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

function slices<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) {
    out.push(items.slice(i, i + size));
  }
  return out;
}
