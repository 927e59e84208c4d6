import { SIGNAL_DETAIL_FIELDS, type FullSignal, type LockedSignal, type Signal as SignalDto, type SignalDetailField, type SignalStatus } from '@signals/protocol';
import type { Signal } from '../db/models/index.js';
import { canSeeSignalDetail, type SignalDisclosure, type SignalViewer } from '../policies/signal.js';

/**
 * The display status: a withdrawn signal is inactive whatever its expiry;
 * otherwise it is expired from the moment its expiry is reached.
 *
 * @param signal the stored signal.
 * @param now the clock of the request.
 */
export function signalStatus(signal: Pick<Signal, 'isActive' | 'expiresAt'>, now: Date): SignalStatus {
  if (!signal.isActive) {
    return 'inactive';
  }
  if (signal.expiresAt && signal.expiresAt.getTime() <= now.getTime()) {
    return 'expired';
  }
  return 'active';
}

/**
 * The columns `presentSignal` reads (the teaser's, the trade's, and the policy's tier and outcome among them): what a
 * query reads of a signal it presents, and no more.
 */
export const PRESENTED_COLUMNS = [
  'id',
  'pair',
  'signalType',
  'profitPercentage',
  'isPremium',
  'isActive',
  'createdAt',
  'updatedAt',
  'expiresAt',
  'outcome',
  'resultPercent',
  'closedAt',
  'closeReason',
  'logIndex',
  'loggedAt',
  ...SIGNAL_DETAIL_FIELDS,
] as const;

/** A signal read with the columns `presentSignal` needs: a whole stored row is one too. */
export type PresentableSignal = Pick<Signal, (typeof PRESENTED_COLUMNS)[number]>;

/**
 * A signal for one viewer: the full trade when the entitlement policy allows
 * it, else the locked teaser. This is the only place that redacts a signal,
 * for REST answers and live pushes alike.
 *
 * @param signal the stored signal.
 * @param viewer the user it is presented to, or null for nobody signed in.
 * @param now the clock of the request; decides both status and premium expiry.
 * @param disclosure what the settings reveal of closed signals.
 * @returns the protocol's `Signal`: `locked: false` with every field, or `locked: true` with the teaser only.
 */
export function presentSignal(signal: PresentableSignal, viewer: SignalViewer, now: Date, disclosure: SignalDisclosure): SignalDto {
  return canSeeSignalDetail(signal, viewer, now, disclosure) ? presentFullSignal(signal, now) : presentLockedSignal(signal, now);
}

/**
 * The full trade with no entitlement check. For answers that only admins
 * receive (their signal table and signal writes); everything a member sees
 * goes through `presentSignal`.
 *
 * @param signal the stored signal.
 * @param now the clock of the request.
 */
export function presentFullSignal(signal: PresentableSignal, now: Date = new Date()): FullSignal {
  // The protocol's one list of detail fields: a field added there is presented here, nowhere else to change.
  const detail = Object.fromEntries(SIGNAL_DETAIL_FIELDS.map((field) => [field, signal[field]])) as Pick<FullSignal, SignalDetailField>;
  // Assigned into the teaser, not spread into a new object: V8 copies a spread of this many keys slowly (tens of µs a
  // signal, most of the presenting), and the track record's CSV presents every ended signal in one go.
  return Object.assign(teaserOf(signal, now), { locked: false as const }, detail);
}

/** Built field by field from an allow-list, so a column added later stays hidden until someone decides otherwise. */
function presentLockedSignal(signal: PresentableSignal, now: Date): LockedSignal {
  // Assigned, not spread, for the same cost as in presentFullSignal.
  return Object.assign(teaserOf(signal, now), { locked: true as const });
}

function teaserOf(signal: PresentableSignal, now: Date): Omit<LockedSignal, 'locked'> {
  return {
    id: signal.id,
    pair: signal.pair,
    signalType: signal.signalType,
    profitPercentage: signal.profitPercentage,
    isPremium: signal.isPremium,
    isActive: signal.isActive,
    status: signalStatus(signal, now),
    createdAt: signal.createdAt.toISOString(),
    updatedAt: signal.updatedAt.toISOString(),
    expiresAt: signal.expiresAt?.toISOString() ?? null,
    outcome: signal.outcome,
    resultPercent: signal.resultPercent,
    closedAt: signal.closedAt?.toISOString() ?? null,
    closeReason: signal.closeReason,
    logIndex: signal.logIndex,
    loggedAt: signal.loggedAt?.toISOString() ?? null,
  };
}
