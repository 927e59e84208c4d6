import type { NotificationCategory } from '@signals/protocol';
import { OutboxMessage } from '../../db/models/index.js';
import type { UnitOfWork } from '../../db/transaction.js';

/** A signal alert's bell rows: one for every reader, or one per readership when premium readers see more. */
export type SignalBellRows = { all: number } | { premium: number; members: number };

/**
 * An alert to every member, waiting to be written as their outbox rows:
 * what it is about, the bell rows its messages belong to, when it happened
 * (the clock of quiet hours and premium), and how far it has got.
 */
export type RolloutJob = {
  at: string;
  afterId: number;
  /**
   * Members (ids in from..to, `from` excluded) whose pushes were decided and
   * are being sent straight from the rollout, not written as rows: kept until
   * the push service has answered, so a process that stops meanwhile sends
   * them again when the row is picked up (at least once: the same tag
   * replaces a shown notification, so a member sees it once).
   */
  pushing?: { from: number; to: number };
} & ({ kind: 'signal'; signalId: number; bell: SignalBellRows } | { kind: 'news'; newsId: number; bell: number });

/** The outbox channel of a rollout row: not a delivery, the job that writes them. */
export const ROLLOUT_CHANNEL = 'rollout';

/** Why a rollout wrote nothing: what it was about is gone. */
export const ROLLOUT_GONE = 'What the alert was about was deleted before its messages were written';

/**
 * Queues an alert to every member inside the transaction that caused it, as
 * one outbox row: the request answers as soon as it commits, and the outbox
 * worker writes the members' e-mail, SMS and push rows a slice per
 * transaction, yielding between slices (expandRolloutSlice). One row, so the
 * alert is as durable as the publication; the row keeps how far it got, so a
 * restart goes on where it stopped.
 *
 * @param unit the transaction of the publication.
 * @param job the alert, from the start.
 * @param category the preferences' category.
 */
export async function queueRollout(unit: UnitOfWork, job: RolloutJob, category: NotificationCategory): Promise<void> {
  await OutboxMessage.query(unit.trx).insert({
    channel: ROLLOUT_CHANNEL,
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
