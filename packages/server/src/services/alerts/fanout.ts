import type { NotificationCategory } from '@signals/protocol';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex.js';
import { News, OutboxMessage, Signal } from '../../db/models/index.js';
import type { UnitOfWork } from '../../db/transaction.js';
import { signalDisclosureOf } from '../../policies/signal.js';
import { enqueueSlice, type OutboxRequest } from '../outbox/enqueue.js';
import { readSettings } from '../settings.js';
import { newsAlertRequest } from './contentAlert.js';
import { signalAlertRequest, type SignalBellRows } from './signalAlert.js';

/**
 * An alert to every member, waiting to be written as their outbox rows:
 * what it is about, the bell rows its messages belong to, when it happened
 * (the clock of quiet hours and premium), and how far it has got.
 */
export type FanoutJob = { at: string; afterId: number } & ({ kind: 'signal'; signalId: number; bell: SignalBellRows } | { kind: 'news'; newsId: number; bell: number });

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

async function requestFor(trx: Knex.Transaction, job: FanoutJob): Promise<OutboxRequest | null> {
  if (job.kind === 'signal') {
    const signal = await Signal.query(trx).findById(job.signalId);
    return signal ? signalAlertRequest(signal, job.bell, new Date(job.at), signalDisclosureOf(await readSettings(trx))) : null;
  }
  const news = await News.query(trx).findById(job.newsId);
  return news ? newsAlertRequest(news, job.bell) : null;
}

/** Which channels the worker has a provider for (SMTP_URL, Twilio, Web Push). */
export type DeliverableChannels = Record<'email' | 'sms' | 'push', boolean>;

/**
 * Writes the next slice of a fan-out's member rows and moves its cursor, in
 * one transaction, so each member's rows are written once whatever stops the
 * process; marks it done (sent) after the last slice. Only the channels this
 * process can deliver on are written: on a site without SMTP, a signal to
 * 10,000 members would otherwise write 10,000 e-mail rows only to mark them
 * not sent, and hold up the live channel while it did.
 *
 * @param db the database.
 * @param row the fan-out row, claimed by the worker.
 * @param deliverable the channels with a provider here.
 * @returns whether the fan-out is finished.
 */
export async function expandFanoutSlice(db: Db, row: OutboxMessage, deliverable: DeliverableChannels): Promise<boolean> {
  return db.transaction(async (trx) => {
    const current = await OutboxMessage.query(trx).findById(row.id);
    if (!current || current.status !== 'pending' || !current.payload) {
      return true;
    }
    const job = JSON.parse(current.payload) as FanoutJob;
    const wanted = await requestFor(trx, job);
    const request = wanted && { ...wanted, email: wanted.email && deliverable.email, sms: wanted.sms && deliverable.sms, push: wanted.push === true && deliverable.push };
    if (!request) {
      await OutboxMessage.query(trx).patch({ status: 'not_sent', reason: FANOUT_GONE, notBefore: null }).where('id', row.id);
      return true;
    }
    const slice = await enqueueSlice(trx, request, job.afterId, new Date(job.at));
    if (slice.lastId === null) {
      await OutboxMessage.query(trx).patch({ status: 'sent', reason: null, sentAt: new Date(), notBefore: null }).where('id', row.id);
      return true;
    }
    await OutboxMessage.query(trx).patch({ payload: JSON.stringify({ ...job, afterId: slice.lastId }) }).where('id', row.id);
    return false;
  });
}
