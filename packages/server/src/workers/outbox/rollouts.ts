import type { Db } from '../../db/knex.js';
import type { OutboxMessage } from '../../db/models/index.js';
import type { Logger } from '../../services/logger.js';
import type { PushAttempt, PushRow } from '../../services/push/delivery.js';
import type { PlannedRow } from '../../services/outbox/enqueue.js';
import { REASON_MAX, retryDelayMs, WRITE_SLICE, type OutboxRunResult } from './outcomes.js';
import { expandRolloutSlice, pushesInFlight, settleRolloutPushes, type DeliverableChannels } from './rolloutSlices.js';
import { slices } from '../../services/slices.js';

/** A rollout's pushes go out this many at a time: few round trips to the push thread, each with plenty in flight. */
const ROLLOUT_PUSH_BATCH = 500;

/** What running a rollout needs of the worker: its database, how it sends pushes, and its turn given back. */
export interface RolloutRunner {
  db: Db;
  logger: Logger;
  deliverable: DeliverableChannels;
  sendPushes(messages: PushRow[], supportEmail: string): Promise<Map<number, PushAttempt>>;
  giveWay(): Promise<void>;
}

/**
 * Sends a rollout's due pushes (numbered for the answer), writes the ones
 * that failed as push rows to be tried again after the back-off, like any
 * other, and settles the rollout's pushes in flight, in one transaction.
 */
async function pushStraight(runner: RolloutRunner, job: OutboxMessage, due: PlannedRow[], finished: boolean, now: Date, from: { address: string }, result: OutboxRunResult): Promise<void> {
  const answers = await runner.sendPushes(
    due.map((row, index) => ({ ...row, id: index })),
    from.address,
  );
  const retries = due.flatMap((row, index) => {
    const attempt = answers.get(index);
    return attempt?.status === 'failed'
      ? [{ ...row, attempts: 1, reason: attempt.reason.slice(0, REASON_MAX), notBefore: new Date(now.getTime() + retryDelayMs(1, attempt.retryAfterMs)) }]
      : [];
  });
  await runner.giveWay();
  await runner.db.transaction(async (trx) => {
    for (const slice of slices(retries, WRITE_SLICE / 5)) {
      await trx('outbox').insert(slice);
    }
    await settleRolloutPushes(trx, job.id, finished);
  });
  const sent = [...answers.values()].filter((attempt) => attempt.status === 'sent').length;
  result.sent += sent;
  result.retrying += retries.length;
  result.notSent += due.length - sent - retries.length;
}

/**
 * Runs a claimed rollout to its end: writes its member rows a slice per
 * transaction, giving the event loop back between slices, and sends the
 * pushes due now as they gather (first the ones a stopped process left in
 * flight). The rows it writes have higher ids, so the same run of the worker
 * goes on to deliver them.
 */
async function runRollout(runner: RolloutRunner, job: OutboxMessage, now: Date, from: { address: string }, result: OutboxRunResult): Promise<void> {
  const leftover = await pushesInFlight(runner.db, job, runner.deliverable);
  if (leftover.inFlight) {
    await pushStraight(runner, job, leftover.due, false, now, from, result);
  }
  let due: PlannedRow[] = [];
  for (let finished = false; !finished; ) {
    const step = await expandRolloutSlice(runner.db, job, runner.deliverable);
    due = due.concat(step.due);
    finished = step.finished;
    if (finished ? step.unsettled : due.length >= ROLLOUT_PUSH_BATCH) {
      await pushStraight(runner, job, due, finished, now, from, result);
      due = [];
    }
    await runner.giveWay();
  }
}

/**
 * Runs each claimed rollout in turn; one that fails is left to its lease, after which a later run goes on from the
 * cursor the row keeps (and sends its pushes in flight again).
 */
export async function runRollouts(runner: RolloutRunner, claimed: OutboxMessage[], now: Date, from: { address: string }, result: OutboxRunResult): Promise<void> {
  for (const job of claimed) {
    try {
      await runRollout(runner, job, now, from, result);
    } catch (error) {
      runner.logger.error({ err: error }, `Writing the messages of alert #${job.id} failed; it is tried again later`);
    }
  }
}
