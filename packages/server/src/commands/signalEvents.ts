import {
  closingResultField,
  isClosingEventKind,
  MESSAGES,
  outcomeOfResult,
  SIGNAL_EVENT_MESSAGES,
  tradeResultPercent,
  type SignalEventValues,
  type SignalOutcome,
} from '@signals/protocol';
import { Signal, SignalEvent, type User } from '../db/models/index.js';
import type { UnitOfWork } from '../db/transaction.js';
import { badRequest, conflict } from '../errors.js';
import { presentFullSignal } from '../presenters/signal.js';
import { readSignalDisclosure } from '../queries/signalDisclosure.js';
import { currentRequestId } from '../services/requestContext.js';
import { noticeFollowersOfClose, noticeFollowersOfStep } from '../services/signalFollowerNotices.js';
import { logEvent } from '../services/signalLog/append.js';
import { recordAudit } from './audit.js';

/** What an event stores, and what a closing one writes on the signal. */
interface EventFigures {
  price: number | null;
  resultPercent: number | null;
  /** Set by a closing event only. */
  close: { outcome: Exclude<SignalOutcome, 'open' | 'voided'>; resultPercent: number | null; exitPrice: number | null; closeReason: string | null } | null;
}

const refuse = (path: 'price' | 'resultPercent', message: string) => badRequest(message, [{ path, message }]);

/**
 * The figures of an event on this signal, or a 400 naming the field: a
 * futures or forex close states its exit (the result is computed from it), an
 * arbitrage close its realised spread, a cancellation neither; only a
 * closing event has a result. A target hit without a price is taken at the
 * signal's first target.
 */
function figuresOf(signal: Signal, values: SignalEventValues): EventFigures {
  const { kind, price, resultPercent } = values;
  if (!isClosingEventKind(kind)) {
    if (resultPercent !== null) {
      throw refuse('resultPercent', SIGNAL_EVENT_MESSAGES.resultOnlyOnClose);
    }
    return { price: kind === 'tp1_hit' ? (price ?? signal.takeProfit1) : price, resultPercent: null, close: null };
  }
  if (kind === 'cancelled') {
    if (price !== null || resultPercent !== null) {
      throw refuse(price !== null ? 'price' : 'resultPercent', SIGNAL_EVENT_MESSAGES.cancelledHasNoResult);
    }
    // The request's schema requires the reason with a cancellation: public, on the signal as on its event.
    return { price: null, resultPercent: null, close: { outcome: 'cancelled', resultPercent: null, exitPrice: null, closeReason: values.reason } };
  }
  if (closingResultField(signal) === 'resultPercent') {
    const arbitrage = signal.signalType === 'arbitrage';
    if (price !== null) {
      throw refuse('price', arbitrage ? SIGNAL_EVENT_MESSAGES.noPriceOnArbitrageClose : SIGNAL_EVENT_MESSAGES.noExitWithoutEntry);
    }
    if (resultPercent === null) {
      throw refuse('resultPercent', arbitrage ? SIGNAL_EVENT_MESSAGES.spreadRequired : SIGNAL_EVENT_MESSAGES.resultRequired);
    }
    return { price: null, resultPercent, close: { outcome: outcomeOfResult(resultPercent), resultPercent, exitPrice: null, closeReason: null } };
  }
  if (price === null) {
    throw refuse('price', SIGNAL_EVENT_MESSAGES.exitPriceRequired);
  }
  if (resultPercent !== null) {
    throw refuse('resultPercent', SIGNAL_EVENT_MESSAGES.resultFromExit);
  }
  const { direction, entryPrice } = signal;
  if (direction === null || entryPrice === null) {
    // The signal form requires a direction for futures and forex, and a missing entry chose the branch above.
    throw new Error(`Signal ${signal.id} has no direction to compute its result from`);
  }
  const result = tradeResultPercent({ direction, entryPrice }, price);
  return { price, resultPercent: result, close: { outcome: outcomeOfResult(result), resultPercent: result, exitPrice: price, closeReason: null } };
}

/**
 * Records a step of a signal's life (issue 17). A closing step (target 2,
 * stop, close, cancel) writes the signal's outcome, result, exit and close
 * time with the event row, in the one transaction; a signal that has ended
 * takes no further event (409). Audited; records `signal.updated` (every tier
 * room gets the signal as it now stands) and `signal.outcomeRecorded` (the
 * track record refreshes); every step is told to the signal's followers.
 *
 * @param unit the transaction and event recorder.
 * @param actor the admin.
 * @param input the signal as loaded, the validated event, and the clock.
 * @returns the stored event and the signal as it now stands.
 */
export async function recordSignalEvent(
  unit: UnitOfWork,
  actor: Pick<User, 'id'>,
  input: { signal: Signal; values: SignalEventValues; now?: Date },
): Promise<{ event: SignalEvent; signal: Signal }> {
  const { signal: before, values, now = new Date() } = input;
  if (before.outcome !== 'open') {
    throw conflict(MESSAGES.signalClosed);
  }
  const figures = figuresOf(before, values);
  // An ended signal is no longer live: it stops counting as active from its close (an expiry still ahead is brought to it).
  const closed = figures.close ? { ...figures.close, closedAt: now, expiresAt: before.expiresAt && before.expiresAt <= now ? before.expiresAt : now } : {};
  // Only while still open: of two closes sent at once, the second finds no open row and is refused (the update also locks the row on PostgreSQL).
  const patched = await Signal.query(unit.trx).patch({ ...closed, updatedAt: now }).where({ id: before.id, outcome: 'open' });
  if (patched === 0) {
    throw conflict(MESSAGES.signalClosed);
  }
  const inserted = await SignalEvent.query(unit.trx).insertAndFetch({
    signalId: before.id,
    kind: values.kind,
    price: figures.price,
    resultPercent: figures.resultPercent,
    note: values.note,
    reason: values.reason,
    createdBy: actor.id,
    requestId: currentRequestId(),
    createdAt: now,
  });
  const signal = await Signal.query(unit.trx).findById(before.id).throwIfNotFound();
  // A published signal's every step is in the log, with the outcome a closing one gives it (issue 45).
  const event = signal.logIndex !== null ? await logEvent(unit.trx, signal, inserted, now) : inserted;
  await recordAudit(unit, actor, {
    action: 'signal.event',
    entityType: 'signal',
    entityId: signal.id,
    before: presentFullSignal(before, now),
    after: { pair: signal.pair, kind: event.kind, price: event.price, resultPercent: event.resultPercent, note: event.note, reason: event.reason, outcome: signal.outcome },
  });
  const disclosure = await readSignalDisclosure(unit.trx);
  if (figures.close) {
    await noticeFollowersOfClose(unit, { signal, kind: event.kind, disclosure, now });
  } else {
    await noticeFollowersOfStep(unit, { signal, step: { kind: event.kind, price: event.price, note: event.note }, disclosure, now });
  }
  unit.record({ type: 'signal.updated', signal });
  unit.record({ type: 'signal.outcomeRecorded', signal, event });
  return { event, signal };
}
