import { DEFAULT_SIGNAL_EXPIRY_MS, MESSAGES, type SignalValues } from '@signals/protocol';
import { Signal, SignalEvent, type User } from '../db/models/index.js';
import type { UnitOfWork } from '../db/transaction.js';
import { conflict, notFound } from '../errors.js';
import { presentFullSignal } from '../presenters/signal.js';
import { readSignalDisclosure } from '../queries/signalDisclosure.js';
import { alertSignalPublished } from '../services/alerts/signalAlert.js';
import { currentRequestId } from '../services/requestContext.js';
import { logEdit, logEvent, logPublication } from '../services/signalLog/append.js';
import { noticeFollowersOfClose } from '../services/signalFollowerNotices.js';
import { recordAudit } from './audit.js';

/** The columns of a signal from the admin's input; `expiresAt` is decided by the caller. */
function columnsOf(values: SignalValues) {
  return {
    pair: values.pair,
    signalType: values.signalType,
    profitPercentage: values.profitPercentage,
    isPremium: values.isPremium,
    isActive: values.isActive,
    buyExchange: values.buyExchange,
    sellExchange: values.sellExchange,
    buyPrice: values.buyPrice,
    sellPrice: values.sellPrice,
    entryPrice: values.entryPrice,
    takeProfit1: values.takeProfit1,
    takeProfit2: values.takeProfit2,
    stopLoss: values.stopLoss,
    direction: values.direction,
    exchange: values.exchange,
    leverage: values.leverage,
    contractType: values.contractType,
  };
}

const toDateOrNull = (value: string | null) => (value === null ? null : new Date(value));

/**
 * Publishes a signal. Without an expiry it expires one hour ahead, as the
 * spec's form defaults; null means it never expires. Records `signal.created`.
 *
 * @param unit the transaction and event recorder.
 * @param actor the admin.
 * @param input the validated values (other types' fields already cleared), and the clock.
 * @returns the stored signal.
 */
export async function createSignal(unit: UnitOfWork, actor: Pick<User, 'id'>, input: { values: SignalValues; now?: Date }): Promise<Signal> {
  const { values, now = new Date() } = input;
  const expiresAt = values.expiresAt === undefined ? new Date(now.getTime() + DEFAULT_SIGNAL_EXPIRY_MS) : toDateOrNull(values.expiresAt);
  const inserted = await Signal.query(unit.trx).insertAndFetch({ ...columnsOf(values), expiresAt, createdBy: actor.id, announcedAt: values.isActive ? now : null });
  // Published now: committed to the signal log in the same transaction (issue 45).
  const signal = inserted.announcedAt ? await logPublication(unit.trx, inserted, now) : inserted;
  await recordAudit(unit, actor, { action: 'signal.create', entityType: 'signal', entityId: signal.id, after: presentFullSignal(signal, now) });
  unit.record({ type: 'signal.created', signal });
  if (signal.isActive) {
    // Members are told per their preferences (and only while the back office's new_signal_notification is on).
    await alertSignalPublished(unit, { signal, now });
  }
  return signal;
}

/**
 * Replaces a signal's fields. An absent expiry keeps the current one; null
 * clears it. A closed signal is part of the track record and keeps the trade
 * its outcome was computed from (409). Records `signal.updated`. A signal
 * saved inactive and activated now is published now: members are alerted.
 *
 * @param unit the transaction and event recorder.
 * @param actor the admin.
 * @param input the signal as loaded, the validated values, and the clock.
 * @returns the stored signal.
 */
export async function updateSignal(unit: UnitOfWork, actor: Pick<User, 'id'>, input: { current: Signal; values: SignalValues; now?: Date }): Promise<Signal> {
  const { current, values, now = new Date() } = input;
  const expiresAt = values.expiresAt === undefined ? current.expiresAt : toDateOrNull(values.expiresAt);
  if (current.outcome !== 'open') {
    throw conflict(MESSAGES.signalClosed);
  }
  // Only while still open: an outcome recorded since the signal was loaded wins.
  const patched = await Signal.query(unit.trx).patch({ ...columnsOf(values), expiresAt }).where({ id: current.id, outcome: 'open' });
  if (patched === 0) {
    throw conflict(MESSAGES.signalClosed);
  }
  // A signal saved inactive is published when first activated: members are told then, once (the claim is the
  // row's own, so two saves at the same moment announce it once).
  const announcing = values.isActive && (await Signal.query(unit.trx).patch({ announcedAt: now }).where('id', current.id).whereNull('announcedAt')) === 1;
  const saved = await Signal.query(unit.trx).findById(current.id).throwIfNotFound();
  // The log (issue 45): published now, a publication; published before, an edit, appended beside what it changes.
  let signal = saved;
  if (announcing) {
    signal = await logPublication(unit.trx, saved, now);
  } else if (saved.logIndex !== null) {
    await logEdit(unit.trx, saved, now);
  }
  await recordAudit(unit, actor, {
    action: 'signal.update',
    entityType: 'signal',
    entityId: signal.id,
    before: presentFullSignal(current, now),
    after: presentFullSignal(signal, now),
  });
  unit.record({ type: 'signal.updated', signal });
  if (announcing) {
    await alertSignalPublished(unit, { signal, now });
  }
  return signal;
}

/**
 * The back office's delete (issue 38). A signal members were told of (or
 * with a recorded history) is evidence behind the track record: it is voided,
 * not erased. It leaves every list and the live feed (`signal.deleted`), and
 * stays in its timeline (a `voided` event with the reason and the admin) and
 * in the record, counted apart from every rate. A signal never announced and
 * with no history is deleted for good. An ended signal is neither (409).
 * Audited either way, with the reason.
 *
 * The signal's row is held first (an update): an activation or an event being
 * written for it meanwhile waits for this transaction, or this one for it,
 * so what decides between deleting and voiding cannot change underneath.
 *
 * @param unit the transaction and event recorder.
 * @param actor the admin.
 * @param input the signal as loaded, the reason the admin gave, and the clock.
 * @returns whether the signal was voided (kept) rather than deleted.
 */
export async function removeSignal(unit: UnitOfWork, actor: Pick<User, 'id'>, input: { current: Signal; reason: string; now?: Date }): Promise<{ voided: boolean }> {
  const { current, reason, now = new Date() } = input;
  const held = await Signal.query(unit.trx).patch({ updatedAt: now }).where({ id: current.id, outcome: 'open' });
  const signal = await Signal.query(unit.trx).findById(current.id);
  if (!signal) {
    throw notFound(MESSAGES.signalNotFound);
  }
  if (held === 0) {
    throw conflict(MESSAGES.signalClosed);
  }
  const hasHistory = (await SignalEvent.query(unit.trx).where('signalId', signal.id).resultSize()) > 0;
  if (signal.announcedAt === null && !hasHistory) {
    await Signal.query(unit.trx).deleteById(signal.id);
    await recordAudit(unit, actor, { action: 'signal.delete', entityType: 'signal', entityId: signal.id, before: presentFullSignal(current, now), after: { reason } });
    unit.record({ type: 'signal.deleted', id: signal.id });
    return { voided: false };
  }
  await voidSignal(unit, actor, { signal, reason, now });
  return { voided: true };
}

/** Ends an open signal as voided, its reason on the row and on the closing event; followers are told. */
async function voidSignal(unit: UnitOfWork, actor: Pick<User, 'id'>, input: { signal: Signal; reason: string; now: Date }): Promise<void> {
  const { signal: before, reason, now } = input;
  // As a close does: it stops counting as live from now (an expiry still ahead is brought to it).
  const expiresAt = before.expiresAt && before.expiresAt <= now ? before.expiresAt : now;
  await Signal.query(unit.trx).patch({ outcome: 'voided', closedAt: now, closeReason: reason, expiresAt, updatedAt: now }).where('id', before.id);
  const event = await SignalEvent.query(unit.trx).insertAndFetch({
    signalId: before.id,
    kind: 'voided',
    price: null,
    resultPercent: null,
    note: null,
    reason,
    createdBy: actor.id,
    requestId: currentRequestId(),
    createdAt: now,
  });
  const signal = await Signal.query(unit.trx).findById(before.id).throwIfNotFound();
  if (signal.logIndex !== null) {
    await logEvent(unit.trx, signal, event, now);
  }
  await recordAudit(unit, actor, {
    action: 'signal.void',
    entityType: 'signal',
    entityId: signal.id,
    before: presentFullSignal(before, now),
    after: { pair: signal.pair, kind: event.kind, reason, outcome: signal.outcome },
  });
  await noticeFollowersOfClose(unit, { signal, kind: event.kind, disclosure: await readSignalDisclosure(unit.trx), now });
  // Gone from the lists and the feed (open apps drop it as they drop a deleted one); the record refreshes.
  unit.record({ type: 'signal.deleted', id: signal.id });
  unit.record({ type: 'signal.outcomeRecorded', signal, event });
}
