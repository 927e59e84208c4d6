import type { Db } from '../../db/knex.js';
import { OutboxMessage } from '../../db/models/index.js';
import type { Logger } from '../../services/logger.js';
import { slices } from '../../services/slices.js';

/** A message that failed this many times is given up on, marked failed with the last error. */
export const MAX_ATTEMPTS = 5;
/** The wait after a first failure; it doubles with each further one (30 s, 1 min, 2 min, 4 min). */
export const RETRY_BASE_MS = 30 * 1000;
/** The longest wait between attempts, whatever a provider's Retry-After asks. */
export const RETRY_MAX_MS = 60 * 60 * 1000;
/** Ids per statement when outcomes are written. */
export const WRITE_SLICE = 500;
/** The longest reason a row keeps: a provider's error can be a whole page. */
export const REASON_MAX = 500;

/** One attempt's result for one row. */
export type Attempt = { status: 'sent' } | { status: 'not_sent'; reason: string } | { status: 'failed'; reason: string; retryAfterMs: number | null };

/** What a run of the worker did, counted as it goes. */
export interface OutboxRunResult {
  sent: number;
  failed: number;
  notSent: number;
  /** Failed this time, to be tried again on a later run. */
  retrying: number;
}

/**
 * How long to hold a message after its `attempt`-th failure: doubling from
 * RETRY_BASE_MS, or longer when the provider asked (Retry-After), at most RETRY_MAX_MS.
 */
export function retryDelayMs(attempt: number, retryAfterMs: number | null = null): number {
  const backOff = RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1);
  return Math.min(RETRY_MAX_MS, Math.max(backOff, retryAfterMs ?? 0));
}

/**
 * Writes a batch's outcomes in one transaction: the sent in one statement per slice, the not sent grouped by reason,
 * each failure held for its back-off (or given up on after MAX_ATTEMPTS); counts them into `result`.
 *
 * @param db the database.
 * @param logger where failures are told.
 * @param outcomes each claimed row with its attempt's result.
 * @param now the run's clock, from which back-offs are counted.
 * @param result the run's counts.
 */
export async function recordAll(db: Db, logger: Logger, outcomes: Array<[OutboxMessage, Attempt]>, now: Date, result: OutboxRunResult): Promise<void> {
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
