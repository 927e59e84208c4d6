import { z } from 'zod';
import { CONTRACT_TYPES, SIGNAL_DIRECTIONS, SIGNAL_EVENT_KINDS, SIGNAL_OUTCOMES, SIGNAL_STATUSES, SIGNAL_TYPES } from '../constants.js';
import type { SignalDetailField } from '../signals/detailFields.js';
import { ErrorBody, Id, NullableTimestamp, Timestamp } from './common.js';

/** What every viewer may see of any signal. */
const signalTeaser = {
  id: Id,
  pair: z.string(),
  signalType: z.enum(SIGNAL_TYPES),
  profitPercentage: z.number(),
  isPremium: z.boolean(),
  isActive: z.boolean(),
  status: z.enum(SIGNAL_STATUSES),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  expiresAt: NullableTimestamp,
  /** How the signal ended; `open` until an admin records a closing event (issue 17). */
  outcome: z.enum(SIGNAL_OUTCOMES),
  /** The closing result in percent of the entry, unleveraged (2 decimals); null while open and when cancelled. */
  resultPercent: z.number().nullable(),
  /** When the closing event was recorded; null while open. */
  closedAt: NullableTimestamp,
  /** Why it was cancelled or voided, as the admin wrote it (issue 38): public, like the outcome; null otherwise. */
  closeReason: z.string().nullable(),
  /**
   * The index of its publication in the signal log (issue 45), and when that leaf was appended: a signal published
   * before the log existed was committed when the log was first filled, after its outcome. Null for a signal never
   * announced to members (a draft).
   */
  logIndex: z.number().int().nonnegative().nullable(),
  loggedAt: NullableTimestamp,
};

/**
 * The trade itself (SIGNAL_DETAIL_FIELDS, checked by `satisfies`: a field
 * missing here or added here alone does not compile): the full shape adds it,
 * the locked shape leaves it out.
 */
const signalDetail = {
  buyExchange: z.string().nullable(),
  sellExchange: z.string().nullable(),
  buyPrice: z.number().nullable(),
  sellPrice: z.number().nullable(),
  entryPrice: z.number().nullable(),
  takeProfit1: z.number().nullable(),
  takeProfit2: z.number().nullable(),
  stopLoss: z.number().nullable(),
  direction: z.enum(SIGNAL_DIRECTIONS).nullable(),
  exchange: z.string().nullable(),
  leverage: z.number().nullable(),
  contractType: z.enum(CONTRACT_TYPES).nullable(),
  exitPrice: z.number().nullable(),
} satisfies Record<SignalDetailField, z.ZodType>;

/** The full trade: shown to premium users and admins, and to everyone for free signals. */
export const FullSignal = z.strictObject({
  ...signalTeaser,
  locked: z.literal(false),
  ...signalDetail,
});
export type FullSignal = z.infer<typeof FullSignal>;

/**
 * A signal as a viewer without the right to its detail receives it (in
 * practice a premium signal for a non-premium user; a free one is locked only
 * for a viewer with no rights at all): strict, so a detail field that slipped
 * through the presenter fails validation in tests.
 */
export const LockedSignal = z.strictObject({
  ...signalTeaser,
  locked: z.literal(true),
});
export type LockedSignal = z.infer<typeof LockedSignal>;

export const Signal = z.discriminatedUnion('locked', [FullSignal, LockedSignal]);
export type Signal = z.infer<typeof Signal>;


/** The answer of the detail route for a signal the viewer may not see in full: 403, and the signal as they may see it. */
export const SignalRefusal = ErrorBody.extend({ signal: LockedSignal });
export type SignalRefusal = z.infer<typeof SignalRefusal>;

/** Counts per signal type for the home screen. */
export const SignalCounts = z.object({
  all: z.number().int().nonnegative(),
  arbitrage: z.number().int().nonnegative(),
  forex: z.number().int().nonnegative(),
  futures: z.number().int().nonnegative(),
});
export type SignalCounts = z.infer<typeof SignalCounts>;

const weekFigures = {
  /** Signals published in the window. */
  count: z.number().int().nonnegative(),
  /** Of which premium. */
  premium: z.number().int().nonnegative(),
  /** The mean profit the signals state as their target, in percent (2 decimals); null with no signals. Not a result. */
  averageTargetProfit: z.number().nullable(),
};

/** What was published in the last SIGNAL_WEEK_DAYS days, in all and per type: the premium page's figures. */
export const SignalWeek = z.object({
  /** The start of the window (the end is the moment of the answer). */
  since: Timestamp,
  days: z.number().int().positive(),
  ...weekFigures,
  byType: z.object({ arbitrage: z.object(weekFigures), forex: z.object(weekFigures), futures: z.object(weekFigures) }),
});
export type SignalWeek = z.infer<typeof SignalWeek>;

/**
 * One step of a signal's life, as the timeline lists it. `price` and `note`
 * are part of the trade: they follow the signal's access rule (null for a
 * viewer who may not see it; `noteLocked` then says a note was written
 * without its text). `resultPercent` is set on closing events; `reason` (why
 * it was cancelled or voided) is public, like the outcome.
 */
export const SignalTimelineEvent = z.object({
  id: Id,
  kind: z.enum(SIGNAL_EVENT_KINDS),
  price: z.number().nullable(),
  resultPercent: z.number().nullable(),
  note: z.string().nullable(),
  /** A note was written with this step and is withheld from this viewer, as the trade's prices are. */
  noteLocked: z.boolean(),
  reason: z.string().nullable(),
  at: Timestamp,
  /** This step's leaf in the signal log (issue 45). */
  logIndex: z.number().int().nonnegative().nullable(),
});
export type SignalTimelineEvent = z.infer<typeof SignalTimelineEvent>;

/** The answer to recording an event: the event, and the signal as it now stands. */
export const SignalEventRecorded = z.object({ event: SignalTimelineEvent, signal: FullSignal });
export type SignalEventRecorded = z.infer<typeof SignalEventRecorded>;

/**
 * The answer to a delete: `voided` when the signal had been announced to
 * members (or has a recorded history) and so stays in its timeline and the
 * track record; false when it was deleted for good.
 */
export const SignalRemoved = z.object({ ok: z.literal(true), voided: z.boolean() });
export type SignalRemoved = z.infer<typeof SignalRemoved>;

/** Whether the member is told when this signal closes (they opened its detail, or opted in). */
export const SignalFollow = z.object({ signalId: Id, following: z.boolean() });
export type SignalFollow = z.infer<typeof SignalFollow>;

/** Percentages are to 2 decimals; a rate or an average over no closed signal is null. */
const recordFigures = {
  /** Every published signal in scope: closed + cancelled + voided + awaiting. */
  total: z.number().int().nonnegative(),
  /** Signals that ended won, lost or breakeven: the base of every rate. */
  closed: z.number().int().nonnegative(),
  won: z.number().int().nonnegative(),
  lost: z.number().int().nonnegative(),
  breakeven: z.number().int().nonnegative(),
  /** Counted apart, never in a rate. */
  cancelled: z.number().int().nonnegative(),
  /** Published signals an admin withdrew (issue 38): counted apart like cancelled ones, never in a rate. */
  voided: z.number().int().nonnegative(),
  /** Published signals still open, waiting for an outcome: not yet in any rate. */
  awaiting: z.number().int().nonnegative(),
  /** won / closed x 100. */
  winRate: z.number().nullable(),
  averageResultPercent: z.number().nullable(),
  /** The sum of the closed signals' results (simple, not compounded); 0 with none. */
  cumulativeResultPercent: z.number(),
  bestResultPercent: z.number().nullable(),
  worstResultPercent: z.number().nullable(),
};
export const TrackRecordFigures = z.object(recordFigures);
export type TrackRecordFigures = z.infer<typeof TrackRecordFigures>;

/** One month of closings (by the month, UTC, the signal closed in). */
export const TrackRecordMonth = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  closed: z.number().int().nonnegative(),
  won: z.number().int().nonnegative(),
  lost: z.number().int().nonnegative(),
  /** The sum of that month's results. */
  resultPercent: z.number(),
});
export type TrackRecordMonth = z.infer<typeof TrackRecordMonth>;

/**
 * The record computed from the signals' own outcomes (issue 17), for the
 * signals published in the filter's window. Public: the same answer for
 * everyone, so `recent` is presented for a visitor.
 */
export const TrackRecord = z.object({
  ...recordFigures,
  byType: z.object({ arbitrage: TrackRecordFigures, forex: TrackRecordFigures, futures: TrackRecordFigures }),
  /** Oldest first, months with a closing only. */
  byMonth: z.array(TrackRecordMonth),
  /** The latest ended signals (cancelled and voided ones included, with their reason), newest first. */
  recent: z.array(Signal),
  /** When these figures were computed. */
  asOf: Timestamp,
});
export type TrackRecord = z.infer<typeof TrackRecord>;
