import type { SignalTimelineEvent } from '@signals/protocol';
import type { SignalEvent } from '../db/models/index.js';

/**
 * One step of a signal's life for a viewer. The price and the note are part
 * of the trade ("add to short at 7.51"): sent only to a viewer the access
 * policy lets see the signal's detail (the caller asks `canSeeSignalDetail`,
 * the one rule), else withheld, a withheld note marked so the timeline can
 * say one was written. The result and the reason for a cancellation or a
 * voiding are the record's, shown to everyone like the signal's outcome.
 *
 * @param event the stored event.
 * @param seesTrade whether the viewer may see the signal's trade detail.
 */
export function presentSignalEvent(event: SignalEvent, seesTrade: boolean): SignalTimelineEvent {
  return {
    id: event.id,
    kind: event.kind,
    price: seesTrade ? event.price : null,
    resultPercent: event.resultPercent,
    note: seesTrade ? event.note : null,
    noteLocked: !seesTrade && event.note !== null,
    reason: event.reason,
    at: event.createdAt.toISOString(),
    logIndex: event.logIndex ?? null,
  };
}
