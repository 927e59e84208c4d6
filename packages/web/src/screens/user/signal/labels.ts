import type { ContractType, SignalDirection, SignalEventKind } from '@signals/protocol';
import type { MessageId } from '../../../i18n/messages';

/** A direction as the detail card and the instructions write it ("BUY", "LONG"). */
export const DIRECTION_LABELS: Record<SignalDirection, MessageId> = {
  buy: 'signals.direction.buy',
  sell: 'signals.direction.sell',
  long: 'signals.direction.long',
  short: 'signals.direction.short',
};

/** A futures contract's kind, as the detail card names it. */
export const CONTRACT_LABELS: Record<ContractType, MessageId> = {
  perpetual: 'signals.contract.perpetual',
  quarterly: 'signals.contract.quarterly',
  dated: 'signals.contract.dated',
};

/** A timeline step's name: the same English as the protocol's SIGNAL_EVENT_LABELS, in the language shown. */
export const EVENT_LABELS: Record<SignalEventKind, MessageId> = {
  tp1_hit: 'signals.event.tp1Hit',
  stop_moved: 'signals.event.stopMoved',
  note: 'signals.event.note',
  tp2_hit: 'signals.event.tp2Hit',
  stop_hit: 'signals.event.stopHit',
  closed: 'signals.event.closed',
  cancelled: 'signals.event.cancelled',
  voided: 'signals.event.voided',
};
