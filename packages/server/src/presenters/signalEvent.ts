import type { SignalTimelineEvent } from '@signals/protocol';
import type { SignalEvent } from '../db/models/index.js';

/**
 * One step of a signal's life for a viewer. The price is part of the trade:
 * sent only to a viewer the access policy lets see the signal's detail (the
 * caller asks it); the result is the record's, shown to everyone like the
 * signal's own `resultPercent`.
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
    note: event.note,
    at: event.createdAt.toISOString(),
  };
}
