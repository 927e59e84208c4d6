import { DEFAULT_SIGNAL_EXPIRY_MS, type SignalValues } from '@signals/protocol';
import { Signal, type User } from '../db/models/index.js';
import type { UnitOfWork } from '../db/transaction.js';
import { presentFullSignal } from '../presenters/signal.js';
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
  const signal = await Signal.query(unit.trx).insertAndFetch({ ...columnsOf(values), expiresAt, createdBy: actor.id });
  await recordAudit(unit, actor, { action: 'signal.create', entityType: 'signal', entityId: signal.id, after: presentFullSignal(signal, now) });
  unit.record({ type: 'signal.created', signal });
  return signal;
}

/**
 * Replaces a signal's fields. An absent expiry keeps the current one; null
 * clears it. Records `signal.updated`.
 *
 * @param unit the transaction and event recorder.
 * @param actor the admin.
 * @param input the signal as loaded, the validated values, and the clock.
 * @returns the stored signal.
 */
export async function updateSignal(unit: UnitOfWork, actor: Pick<User, 'id'>, input: { current: Signal; values: SignalValues; now?: Date }): Promise<Signal> {
  const { current, values, now = new Date() } = input;
  const expiresAt = values.expiresAt === undefined ? current.expiresAt : toDateOrNull(values.expiresAt);
  const signal = await Signal.query(unit.trx).patchAndFetchById(current.id, { ...columnsOf(values), expiresAt });
  await recordAudit(unit, actor, {
    action: 'signal.update',
    entityType: 'signal',
    entityId: signal.id,
    before: presentFullSignal(current, now),
    after: presentFullSignal(signal, now),
  });
  unit.record({ type: 'signal.updated', signal });
  return signal;
}

/**
 * Deletes a signal. Records `signal.deleted`.
 *
 * @param unit the transaction and event recorder.
 * @param actor the admin.
 * @param input the signal as loaded, and the clock.
 */
export async function deleteSignal(unit: UnitOfWork, actor: Pick<User, 'id'>, input: { current: Signal; now?: Date }): Promise<void> {
  const { current, now = new Date() } = input;
  await Signal.query(unit.trx).deleteById(current.id);
  await recordAudit(unit, actor, { action: 'signal.delete', entityType: 'signal', entityId: current.id, before: presentFullSignal(current, now) });
  unit.record({ type: 'signal.deleted', id: current.id });
}
