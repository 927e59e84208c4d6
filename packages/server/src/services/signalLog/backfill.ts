import { isClosingEventKind } from '@signals/protocol';
import type { Db } from '../../db/knex.js';
import { Signal, SignalEvent } from '../../db/models/index.js';
import { appendLeaf, logPublication } from './append.js';
import { eventLeaf, outcomeLeaf } from './leaves.js';

/** One thing the backfill appends, at the time it happened. */
interface Step {
  at: Date;
  /** Publication before its events at the same moment; then by id. */
  order: number;
  append: (trx: Parameters<typeof appendLeaf>[0], now: Date) => Promise<unknown>;
}

/**
 * The first start after the log was introduced (issue 45) appends every signal already published and every event of
 * theirs, in the order they happened, marked `backfilled: true`: they are committed now, after their outcome, and the
 * log says so. A published signal that ended before outcomes had events gets one closing leaf from its row, so the
 * record computed from the leaves counts it as the API does. Runs once: only while the log is empty (a log with
 * anything in it has had every publication since appended as it happened).
 *
 * @returns how many leaves were appended.
 */
export async function backfillSignalLog(db: Db, now: Date = new Date()): Promise<number> {
  const logged = (await db('signalLog').count('* as count').first()) as { count: number | string } | undefined;
  if (Number(logged?.count ?? 0) > 0) {
    return 0;
  }
  const signals = await Signal.query(db).whereNotNull('announcedAt').orderBy('id');
  if (signals.length === 0) {
    return 0;
  }
  const events = await SignalEvent.query(db)
    .whereIn('signalId', signals.map((signal) => signal.id))
    .orderBy('id');
  const steps: Step[] = [];
  for (const signal of signals) {
    // As it was published: an exit is known only from the close, whose own leaf carries it.
    const asPublished = signal.$clone().$set({ exitPrice: null });
    steps.push({ at: signal.announcedAt!, order: 0, append: (trx, at) => logPublication(trx, asPublished, at, { backfilled: true, at: signal.announcedAt! }) });
    const own = events.filter((event) => event.signalId === signal.id);
    for (const event of own) {
      steps.push({ at: event.createdAt, order: 1, append: (trx, at) => appendLeaf(trx, eventLeaf(signal, event, { backfilled: true }), at) });
    }
    if (signal.outcome !== 'open' && !own.some((event) => isClosingEventKind(event.kind))) {
      steps.push({ at: signal.closedAt ?? now, order: 2, append: (trx, at) => appendLeaf(trx, outcomeLeaf(signal), at) });
    }
  }
  // Stable: steps at the same moment keep the signal's and then the event's id order.
  steps.sort((a, b) => a.at.getTime() - b.at.getTime() || a.order - b.order);
  await db.transaction(async (trx) => {
    for (const step of steps) {
      await step.append(trx, now);
    }
  });
  return steps.length;
}
