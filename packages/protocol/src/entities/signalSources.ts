import { z } from 'zod';
import { SIGNAL_DELIVERY_STATUSES, SIGNAL_SOURCE_MODES } from '../constants.js';
import { Id, NullableTimestamp, Timestamp } from './common.js';
import { FullSignal } from './signal.js';

/**
 * A place signals come in from (issue 44): a TradingView alert, a bot. Its `url` is where it posts; its secret was
 * shown once, when it was made or rotated, and is never in any answer after.
 */
export const SignalSource = z.object({
  id: Id,
  name: z.string(),
  /** `{PUBLIC_URL}/api/hooks/signals/{token}`. */
  url: z.url(),
  /** `draft`: a delivery waits on the draft desk; `publish`: it goes out at once. */
  mode: z.enum(SIGNAL_SOURCE_MODES),
  /** Its signals are premium unless a delivery says `premium: false`. */
  isPremium: z.boolean(),
  /** How old a delivery's `timestamp` may be, in seconds. */
  maxLagSeconds: z.number().int().positive(),
  /** Addresses (or CIDR ranges) it may post from; empty: any. */
  allowedIps: z.array(z.string()),
  createdAt: Timestamp,
  /** When a delivery last passed its checks (whatever became of it). */
  lastDeliveryAt: NullableTimestamp,
  /** The latest refused request (a wrong signature, an old timestamp, an address not allowed), worded in the reader's language: what a sender's tool never shows. */
  lastRefusal: z.object({ at: Timestamp, reason: z.string() }).nullable(),
});
export type SignalSource = z.infer<typeof SignalSource>;

/** A source as made: the only answer that shows its secret. */
export const SignalSourceCreated = SignalSource.extend({ secret: z.string() });
export type SignalSourceCreated = z.infer<typeof SignalSourceCreated>;

/** The new secret of a source: shown this once; the old one no longer opens the hook. */
export const SignalSourceSecret = z.object({ id: Id, secret: z.string() });
export type SignalSourceSecret = z.infer<typeof SignalSourceSecret>;

/** One delivery to a source's hook, as its log lists it. */
export const SignalDelivery = z.object({
  id: Id,
  sourceId: Id,
  receivedAt: Timestamp,
  status: z.enum(SIGNAL_DELIVERY_STATUSES),
  /** Why it was refused before publication: a message reference (validation.*) the reader's language words. */
  reason: z.string().nullable(),
  /** The body as sent, cut at 2 KB, with any `secret` field removed. */
  body: z.string(),
  /** The signal it became, once published. */
  signalId: Id.nullable(),
});
export type SignalDelivery = z.infer<typeof SignalDelivery>;

/**
 * The signal a delivery reads as: the signal form's fields (a full signal's, without what only publication gives it),
 * ready to publish or to edit first. `expiresAt` absent means one hour after publication, null never. Not strict, unlike
 * a signal: the values a delivery was read as hold more (`isActive`), which presenting leaves out.
 */
export const DraftSignalValues = z.object({
  ...FullSignal.pick({
    pair: true,
    signalType: true,
    profitPercentage: true,
    isPremium: true,
    buyExchange: true,
    sellExchange: true,
    buyPrice: true,
    sellPrice: true,
    entryPrice: true,
    takeProfit1: true,
    takeProfit2: true,
    stopLoss: true,
    direction: true,
    exchange: true,
    leverage: true,
    contractType: true,
  }).shape,
  expiresAt: NullableTimestamp.optional(),
});
export type DraftSignalValues = z.infer<typeof DraftSignalValues>;

/** A delivery waiting on the draft desk, or the desk's word on it once decided (`signal-draft:updated`). */
export const SignalDraft = z.object({
  id: Id,
  source: z.object({ id: Id, name: z.string() }),
  receivedAt: Timestamp,
  status: z.enum(SIGNAL_DELIVERY_STATUSES),
  values: DraftSignalValues,
  /** The sender's note, shown beside the draft and added to the signal's timeline when published. */
  note: z.string().nullable(),
  /** The signal it became, once published. */
  signalId: Id.nullable(),
});
export type SignalDraft = z.infer<typeof SignalDraft>;

/** What the hook answers a delivery: 202 when taken, 200 with `duplicate` when seen in the last 24 hours. */
export const SignalHookAnswer = z.object({
  /** The delivery's id (the draft's id while it is one). */
  id: Id,
  status: z.enum(SIGNAL_DELIVERY_STATUSES),
  /** Why it was refused, in words (rejected only). */
  reason: z.string().optional(),
  /** The published signal. */
  signalId: Id.optional(),
  duplicate: z.literal(true).optional(),
});
export type SignalHookAnswer = z.infer<typeof SignalHookAnswer>;
