import { DEFAULT_SIGNAL_EXPIRY_MS, type SignalValues } from '@signals/protocol';
import type { Db } from '../db/knex.js';
import { inTransaction } from '../db/transaction.js';
import { Signal, type User } from '../db/models/index.js';
import type { EventBus } from '../services/eventBus.js';
import { presentFullSignal } from '../presenters/signal.js';
import { recordAudit } from './auditRecorder.js';

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
 * spec's form defaults; null means it never expires.
 *
 * @param db the database.
 * @param events where `signal.created` goes after the commit.
 * @param actor the admin.
 * @param values the validated input (other types' fields already cleared).
 * @returns the stored signal.
 */
export async function createSignal(db: Db, events: EventBus, actor: User, values: SignalValues, now = new Date()): Promise<Signal> {
  const expiresAt = values.expiresAt === undefined ? new Date(now.getTime() + DEFAULT_SIGNAL_EXPIRY_MS) : toDateOrNull(values.expiresAt);
  return inTransaction(db, events, async ({ trx, record }) => {
    const signal = await Signal.query(trx).insertAndFetch({ ...columnsOf(values), expiresAt, createdBy: actor.id });
    await recordAudit(trx, actor, { action: 'signal.create', entityType: 'signal', entityId: signal.id, after: presentFullSignal(signal, now) });
    record({ type: 'signal.created', signal });
    return signal;
  });
}

/**
 * Replaces a signal's fields. An absent expiry keeps the current one; null
 * clears it.
 *
 * @param db the database.
 * @param events where `signal.updated` goes after the commit.
 * @param actor the admin.
 * @param current the signal as loaded.
 * @param values the validated input.
 * @returns the stored signal.
 */
export async function updateSignal(db: Db, events: EventBus, actor: User, current: Signal, values: SignalValues, now = new Date()): Promise<Signal> {
  const expiresAt = values.expiresAt === undefined ? current.expiresAt : toDateOrNull(values.expiresAt);
  return inTransaction(db, events, async ({ trx, record }) => {
    const signal = await Signal.query(trx).patchAndFetchById(current.id, { ...columnsOf(values), expiresAt });
    await recordAudit(trx, actor, {
      action: 'signal.update',
      entityType: 'signal',
      entityId: signal.id,
      before: presentFullSignal(current, now),
      after: presentFullSignal(signal, now),
    });
    record({ type: 'signal.updated', signal });
    return signal;
  });
}

/**
 * Deletes a signal.
 *
 * @param db the database.
 * @param events where `signal.deleted` goes after the commit.
 * @param actor the admin.
 * @param current the signal as loaded.
 */
export async function deleteSignal(db: Db, events: EventBus, actor: User, current: Signal, now = new Date()): Promise<void> {
  await inTransaction(db, events, async ({ trx, record }) => {
    await Signal.query(trx).deleteById(current.id);
    await recordAudit(trx, actor, { action: 'signal.delete', entityType: 'signal', entityId: current.id, before: presentFullSignal(current, now) });
    record({ type: 'signal.deleted', id: current.id });
  });
}
