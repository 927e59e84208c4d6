import { z } from 'zod';
import { CONTRACT_TYPES, SIGNAL_DIRECTIONS, SIGNAL_STATUSES, SIGNAL_TYPES } from '../constants.js';
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
