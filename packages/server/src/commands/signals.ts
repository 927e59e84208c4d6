import { DEFAULT_SIGNAL_EXPIRY_MS, MESSAGES, type SignalValues } from '@signals/protocol';
import { Signal, type User } from '../db/models/index.js';
import { isForeignKeyViolation } from '../db/errors.js';
import type { UnitOfWork } from '../db/transaction.js';
import { conflict } from '../errors.js';
import { presentFullSignal } from '../presenters/signal.js';
import { alertSignalPublished } from '../services/alerts/signalAlert.js';
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
  const signal = await Signal.query(unit.trx).insertAndFetch({ ...columnsOf(values), expiresAt, createdBy: actor.id, announcedAt: values.isActive ? now : null });
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
  const signal = await Signal.query(unit.trx).findById(current.id).throwIfNotFound();
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
 * Deletes a signal. One with recorded events is evidence behind the track
 * record: the events' foreign key refuses, answered as a 409 that says to
 * cancel it instead. Records `signal.deleted`.
 *
 * @param unit the transaction and event recorder.
 * @param actor the admin.
 * @param input the signal as loaded, and the clock.
 */
export async function deleteSignal(unit: UnitOfWork, actor: Pick<User, 'id'>, input: { current: Signal; now?: Date }): Promise<void> {
  const { current, now = new Date() } = input;
  try {
    await Signal.query(unit.trx).deleteById(current.id);
  } catch (error) {
    // The constraint is the one check: no event can slip in between a count and the delete.
    if (isForeignKeyViolation(error)) {
      throw conflict(MESSAGES.signalHasEvents);
    }
    throw error;
  }
  await recordAudit(unit, actor, { action: 'signal.delete', entityType: 'signal', entityId: current.id, before: presentFullSignal(current, now) });
  unit.record({ type: 'signal.deleted', id: current.id });
}
