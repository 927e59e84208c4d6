import type { NotificationCategory } from '@signals/protocol';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex.js';
import { News, OutboxMessage, Signal } from '../../db/models/index.js';
import type { UnitOfWork } from '../../db/transaction.js';
import { signalDisclosureOf } from '../../policies/signal.js';
import { planSlice, writeRows, type OutboxRequest, type PlannedRow } from '../outbox/enqueue.js';
import { readSettings } from '../settings.js';
import { newsAlertRequest } from './contentAlert.js';
import { signalAlertRequest, type SignalBellRows } from './signalAlert.js';

/**
 * An alert to every member, waiting to be written as their outbox rows:
 * what it is about, the bell rows its messages belong to, when it happened
 * (the clock of quiet hours and premium), and how far it has got.
 */
export type FanoutJob = {
  at: string;
  afterId: number;
  /**
   * Members (ids in from..to, `from` excluded) whose pushes were decided and
   * are being sent straight from the fan-out, not written as rows: kept until
   * the push service has answered, so a process that stops meanwhile sends
   * them again when the row is picked up (at least once: the same tag
   * replaces a shown notification, so a member sees it once).
   */
  pushing?: { from: number; to: number };
} & ({ kind: 'signal'; signalId: number; bell: SignalBellRows } | { kind: 'news'; newsId: number; bell: number });

/** The outbox channel of a fan-out row: not a delivery, the job that writes them. */
export const FANOUT_CHANNEL = 'fanout';

/** Why a fan-out wrote nothing: what it was about is gone. */
export const FANOUT_GONE = 'What the alert was about was deleted before its messages were written';

/**
 * Queues an alert to every member inside the transaction that caused it, as
 * one outbox row: the request answers as soon as it commits, and the outbox
 * worker writes the members' e-mail, SMS and push rows a slice per
 * transaction, yielding between slices (expandFanoutSlice). One row, so the
 * alert is as durable as the publication; the row keeps how far it got, so a
 * restart goes on where it stopped.
 *
 * @param unit the transaction of the publication.
 * @param job the alert, from the start.
 * @param category the preferences' category.
 */
export async function queueFanout(unit: UnitOfWork, job: FanoutJob, category: NotificationCategory): Promise<void> {
  await OutboxMessage.query(unit.trx).insert({
    channel: FANOUT_CHANNEL,
    userId: null,
    recipient: '',
    subject: null,
    body: '',
    category,
    payload: JSON.stringify(job),
    status: 'pending',
    attempts: 0,
    createdAt: new Date(job.at),
  });
  unit.record({ type: 'outbox.queued' });
}

async function requestFor(trx: Knex, job: FanoutJob): Promise<OutboxRequest | null> {
  if (job.kind === 'signal') {
    const signal = await Signal.query(trx).findById(job.signalId);
    return signal ? signalAlertRequest(signal, job.bell, new Date(job.at), signalDisclosureOf(await readSettings(trx))) : null;
  }
  const news = await News.query(trx).findById(job.newsId);
  return news ? newsAlertRequest(news, job.bell) : null;
}

/** Which channels the worker has a provider for (SMTP_URL, Twilio, Web Push). */
export type DeliverableChannels = Record<'email' | 'sms' | 'push', boolean>;

/** What one step of a fan-out did. */
export interface FanoutStep {
  /** Pushes due now, to send straight away (their members are in the job's `pushing` range until settled). */
  due: PlannedRow[];
  /** No member is left to write; the row is marked sent once its pushes are settled. */
  finished: boolean;
  /** Pushes are in flight (the job's `pushing` range is set) until settleFanoutPushes. */
  unsettled: boolean;
}

/** A push that goes now: to be sent, not held for quiet hours. */
function isDuePush(row: PlannedRow): boolean {
  return row.channel === 'push' && row.status === 'pending' && row.notBefore === null;
}

/**
 * Writes the next slice of a fan-out's member rows and moves its cursor, in
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
 * @param row the fan-out row, claimed by the worker.
 * @param deliverable the channels with a provider here.
 */
export async function expandFanoutSlice(db: Db, row: OutboxMessage, deliverable: DeliverableChannels): Promise<FanoutStep> {
  return db.transaction(async (trx) => {
    const current = await OutboxMessage.query(trx).findById(row.id);
    if (!current || current.status !== 'pending' || !current.payload) {
      return { due: [], finished: true, unsettled: false };
    }
    const job = JSON.parse(current.payload) as FanoutJob;
    const request = await deliverableRequest(trx, job, deliverable);
    if (!request) {
      await OutboxMessage.query(trx).patch({ status: 'not_sent', reason: FANOUT_GONE, notBefore: null }).where('id', row.id);
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
 * The pushes a fan-out was sending when its process stopped (its `pushing`
 * range), decided again as they were then (the job's own clock), so they go
 * out before the fan-out goes on.
 *
 * @param db the database.
 * @param row the fan-out row, claimed by the worker.
 * @param deliverable the channels with a provider here.
 */
export async function pushesInFlight(db: Db, row: OutboxMessage, deliverable: DeliverableChannels): Promise<{ inFlight: boolean; due: PlannedRow[] }> {
  const current = await OutboxMessage.query(db).findById(row.id);
  const job = current?.status === 'pending' && current.payload ? (JSON.parse(current.payload) as FanoutJob) : null;
  if (!job?.pushing) {
    return { inFlight: false, due: [] };
  }
  const request = await deliverableRequest(db, job, deliverable);
  if (!request) {
    return { inFlight: true, due: [] };
  }
  const pushOnly = { ...request, email: false, sms: false };
  const due: PlannedRow[] = [];
  for (let afterId: number | null = job.pushing.from; afterId !== null; ) {
    const plan = await planSlice(db, pushOnly, afterId, new Date(job.at), job.pushing.to);
    due.push(...plan.rows.filter(isDuePush));
    afterId = plan.more ? plan.lastRead : null;
  }
  return { inFlight: true, due };
}

/**
 * Ends a fan-out's pushes in flight (the push service answered; what failed
 * was written to be tried again), in the caller's transaction; marks the
 * fan-out done when no member is left.
 *
 * @param trx the transaction that writes the retries.
 * @param rowId the fan-out row.
 * @param finished whether the fan-out has written every member.
 */
export async function settleFanoutPushes(trx: Knex.Transaction, rowId: number, finished: boolean): Promise<void> {
  const current = await OutboxMessage.query(trx).findById(rowId);
  if (!current?.payload) {
    return;
  }
  const { pushing: _settled, ...job } = JSON.parse(current.payload) as FanoutJob;
  await OutboxMessage.query(trx)
    .patch({ payload: JSON.stringify(job), ...(finished ? { status: 'sent' as const, reason: null, sentAt: new Date(), notBefore: null } : {}) })
    .where('id', rowId);
}

/** The alert's request on the channels this process delivers on, or null when what it was about is gone. */
async function deliverableRequest(db: Knex, job: FanoutJob, deliverable: DeliverableChannels): Promise<OutboxRequest | null> {
  const wanted = await requestFor(db, job);
  return wanted && { ...wanted, email: wanted.email && deliverable.email, sms: wanted.sms && deliverable.sms, push: wanted.push === true && deliverable.push };
}
