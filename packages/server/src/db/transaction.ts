import type { Knex } from 'knex';
import type { DomainEvent, EventBus } from '../services/eventBus.js';
import type { Db } from './knex.js';

/** What a command gets: the transaction to write through, and a list to record events on. */
export interface UnitOfWork {
  trx: Knex.Transaction;
  /** Record an event; it is published only if the transaction commits. */
  // A function property, not a method: commands destructure it (`const { trx, record } = unit`).
  record: (event: DomainEvent) => void;
}

/**
 * Runs `work` in one transaction and publishes the events it recorded after
 * the commit, so no client hears of a write that was rolled back.
 */
export async function inTransaction<T>(db: Db, bus: EventBus, work: (unit: UnitOfWork) => Promise<T>): Promise<T> {
  const events: DomainEvent[] = [];
  const result = await db.transaction((trx) => work({ trx, record: (event) => events.push(event) }));
  bus.publish(events);
  return result;
}

/**
 * Runs `work` in a savepoint of the unit's transaction, for one part of a
 * batch that must not take the rest down with it: when it throws, its writes
 * and the events it recorded are undone and the error is the caller's to
 * handle; when it returns, its events join the unit's.
 */
export async function inSavepoint<T>(unit: UnitOfWork, work: (unit: UnitOfWork) => Promise<T>): Promise<T> {
  const events: DomainEvent[] = [];
  const result = await unit.trx.transaction((trx) => work({ trx, record: (event) => events.push(event) }));
  events.forEach((event) => unit.record(event));
  return result;
}

/** A writing route's way to run its command: one transaction, events after the commit. */
export type Write = <T>(command: (unit: UnitOfWork) => Promise<T>) => Promise<T>;

/**
 * The `write` a writing route's handler gets: it opens the request's one
 * transaction. A second call is a programming error (two transactions would
 * let half a request commit), so it throws rather than open another.
 */
export function writeOnce(db: Db, bus: EventBus): Write {
  let used = false;
  return (command) => {
    if (used) {
      throw new Error('A request writes in one transaction: write() was called twice');
    }
    used = true;
    return inTransaction(db, bus, command);
  };
}
