import type { Db } from '../db/knex.js';
import { SignalEvent, SignalLogLeaf } from '../db/models/index.js';

/**
 * A signal's life in the order it was recorded (ids grow with time; the append-only table keeps it so), each step
 * with its leaf in the signal log (null for a step of a signal never published).
 */
export async function listSignalEvents(db: Db, signalId: number): Promise<SignalEvent[]> {
  const leaf = SignalLogLeaf.query(db).select('position').whereColumn('signalLog.eventId', 'signalEvents.id').limit(1);
  return SignalEvent.query(db).select('signalEvents.*', leaf.as('logIndex')).where({ signalId }).orderBy('id');
}
