import { authorizeSignalVisible, canSeeSignalDetail } from '../../policies/signal.js';
import { presentSignalEvent } from '../../presenters/signalEvent.js';
import { readSignalDisclosure } from '../../queries/signalDisclosure.js';
import { listSignalEvents } from '../../queries/signalEvents.js';
import { loadSignal } from '../../queries/signals.js';
import type { Handler } from '../types.js';

/**
 * A signal's life in order, for any member: unlike the detail, a locked
 * signal's timeline is not refused; its prices and notes are left out (the
 * policy decides, with the settings' reveal of closed signals), its outcome
 * and the reason for a cancellation or a voiding are not.
 */
const signalTimeline: Handler<'signalTimeline'> = async ({ input, viewer, services }) => {
  const signal = await loadSignal(services.db, input.params.id);
  authorizeSignalVisible(signal, viewer);
  const [events, disclosure] = await Promise.all([listSignalEvents(services.db, signal.id), readSignalDisclosure(services.db)]);
  const seesTrade = canSeeSignalDetail(signal, viewer, new Date(), disclosure);
  return events.map((event) => presentSignalEvent(event, seesTrade));
};

export const timelineHandlers = { signalTimeline };
