import type { Knex } from 'knex';
import type { Db } from '../../db/knex.js';
import { News, OutboxMessage, Signal } from '../../db/models/index.js';
import { signalDisclosureOf } from '../../policies/signal.js';
import { newsAlertRequest } from '../../services/alerts/contentAlert.js';
import { ROLLOUT_GONE, type RolloutJob } from '../../services/alerts/rollout.js';
import { signalAlertRequest } from '../../services/alerts/signalAlert.js';
import { planSlice, writeRows, type OutboxRequest, type PlannedRow } from '../../services/outbox/enqueue.js';
import { readSettings } from '../../services/settings.js';

/**
 * The alert a rollout row stands for, as the outbox writes it to each member. The one place a rollout's kind picks
 * its alert: the alert kinds queue rollouts (services/alerts/rollout.ts) and never need this, so neither imports the other.
 */
async function requestFor(trx: Knex, job: RolloutJob): Promise<OutboxRequest | null> {
  if (job.kind === 'signal') {
    const signal = await Signal.query(trx).findById(job.signalId);
    return signal ? signalAlertRequest(signal, job.bell, new Date(job.at), signalDisclosureOf(await readSettings(trx))) : null;
  }
  const news = await News.query(trx).findById(job.newsId);
  return news ? newsAlertRequest(news, job.bell) : null;
}

/** Which channels the worker has a provider for (SMTP_URL, Twilio, Web Push). */
export type DeliverableChannels = Record<'email' | 'sms' | 'push' | 'telegram', boolean>;

/** What one step of a rollout did. */
export interface RolloutStep {
  /** Pushes due now, to send straight away (their members are in the job's `pushing` range until settled). */
  due: PlannedRow[];
  /** No member is left to write; the row is marked sent once its pushes are settled. */
  finished: boolean;
  /** Pushes are in flight (the job's `pushing` range is set) until settleRolloutPushes. */
  unsettled: boolean;
}

/** A push that goes now: to be sent, not held for quiet hours. */
function isDuePush(row: PlannedRow): boolean {
  return row.channel === 'push' && row.status === 'pending' && row.notBefore === null;
}

/**
 * Writes the next slice of a rollout's member rows and moves its cursor, in
 * one transaction, so each member's rows are written once whatever stops the
 * process. Only the channels this process can deliver on are written: on a
 * site without SMTP, a signal to 10,000 members would otherwise write 10,000
 * e-mail rows only to mark them not sent, and hold up the live channel while
 * it did. Pushes due now are not written at all: they are handed back to be
 * sent at once (the job's `pushing` range keeps them until settled), which
 * spares the database a row, a claim and an outcome per member and the
 * socket process the time they take (bench/push). Held ones (quiet hours)
 * are written, to wait like any other message.
 *
 * @param db the database.
 * @param row the rollout row, claimed by the worker.
 * @param deliverable the channels with a provider here.
 */
export async function expandRolloutSlice(db: Db, row: OutboxMessage, deliverable: DeliverableChannels): Promise<RolloutStep> {
  return db.transaction(async (trx) => {
    const current = await OutboxMessage.query(trx).findById(row.id);
    if (!current || current.status !== 'pending' || !current.payload) {
      return { due: [], finished: true, unsettled: false };
    }
    const job = JSON.parse(current.payload) as RolloutJob;
    const request = await deliverableRequest(trx, job, deliverable);
    if (!request) {
      await OutboxMessage.query(trx).patch({ status: 'not_sent', reason: ROLLOUT_GONE, notBefore: null }).where('id', row.id);
      return { due: [], finished: true, unsettled: false };
    }
    const plan = await planSlice(trx, request, job.afterId, new Date(job.at));
    const due = plan.rows.filter(isDuePush);
    await writeRows(
      trx,
      plan.rows.filter((planned) => !isDuePush(planned)),
    );
    const pushing = due.length > 0 || job.pushing ? { from: job.pushing?.from ?? job.afterId, to: plan.lastRead ?? job.pushing?.to ?? job.afterId } : undefined;
    if (!plan.more && !pushing) {
      await OutboxMessage.query(trx).patch({ status: 'sent', reason: null, sentAt: new Date(), notBefore: null }).where('id', row.id);
      return { due, finished: true, unsettled: false };
    }
    await OutboxMessage.query(trx)
      .patch({ payload: JSON.stringify({ ...job, afterId: plan.lastRead ?? job.afterId, pushing }) })
      .where('id', row.id);
    return { due, finished: !plan.more, unsettled: pushing !== undefined };
  });
}

/**
 * The pushes a rollout was sending when its process stopped (its `pushing`
 * range), decided again as they were then (the job's own clock), so they go
 * out before the rollout goes on.
 *
 * @param db the database.
 * @param row the rollout row, claimed by the worker.
 * @param deliverable the channels with a provider here.
 */
export async function pushesInFlight(db: Db, row: OutboxMessage, deliverable: DeliverableChannels): Promise<{ inFlight: boolean; due: PlannedRow[] }> {
  const current = await OutboxMessage.query(db).findById(row.id);
  const job = current?.status === 'pending' && current.payload ? (JSON.parse(current.payload) as RolloutJob) : null;
  if (!job?.pushing) {
    return { inFlight: false, due: [] };
  }
  const request = await deliverableRequest(db, job, deliverable);
  if (!request) {
    return { inFlight: true, due: [] };
  }
  const pushOnly = { ...request, email: false, sms: false, telegram: false };
  const due: PlannedRow[] = [];
  for (let afterId: number | null = job.pushing.from; afterId !== null; ) {
    const plan = await planSlice(db, pushOnly, afterId, new Date(job.at), job.pushing.to);
    due.push(...plan.rows.filter(isDuePush));
    afterId = plan.more ? plan.lastRead : null;
  }
  return { inFlight: true, due };
}

/**
 * Ends a rollout's pushes in flight (the push service answered; what failed
 * was written to be tried again), in the caller's transaction; marks the
 * rollout done when no member is left.
 *
 * @param trx the transaction that writes the retries.
 * @param rowId the rollout row.
 * @param finished whether the rollout has written every member.
 */
export async function settleRolloutPushes(trx: Knex.Transaction, rowId: number, finished: boolean): Promise<void> {
  const current = await OutboxMessage.query(trx).findById(rowId);
  if (!current?.payload) {
    return;
  }
  const { pushing: _settled, ...job } = JSON.parse(current.payload) as RolloutJob;
  await OutboxMessage.query(trx)
    .patch({ payload: JSON.stringify(job), ...(finished ? { status: 'sent' as const, reason: null, sentAt: new Date(), notBefore: null } : {}) })
    .where('id', rowId);
}

/** The alert's request on the channels this process delivers on, or null when what it was about is gone. */
async function deliverableRequest(db: Knex, job: RolloutJob, deliverable: DeliverableChannels): Promise<OutboxRequest | null> {
  const wanted = await requestFor(db, job);
  return (
    wanted && {
      ...wanted,
      email: wanted.email && deliverable.email,
      sms: wanted.sms && deliverable.sms,
      push: wanted.push === true && deliverable.push,
      telegram: wanted.telegram === true && deliverable.telegram,
    }
  );
}
