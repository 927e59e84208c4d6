import type { Db } from '../db/knex.js';
import { SignalEvent } from '../db/models/index.js';

/** A signal's life in the order it was recorded (ids grow with time; the append-only table keeps it so). */
export async function listSignalEvents(db: Db, signalId: number): Promise<SignalEvent[]> {
  return SignalEvent.query(db).where({ signalId }).orderBy('id');
}
