import { z } from 'zod';
import { CANCELLATION_REASONS, PREMIUM_KINDS } from '../constants.js';
import { Id, NullableTimestamp, Timestamp } from './common.js';

/** What a member can buy (issue 42). A bought plan is never repriced in place: a new plan takes its code. */
export const Plan = z.object({
  id: Id,
  /** Stable across repricings: `monthly`, `quarterly`, `yearly`, or an admin's own. */
  code: z.string(),
  name: z.string(),
  months: z.number().int().positive(),
  /** The price of the whole plan, in US dollars (USDT 1:1). */
  priceUsd: z.number().positive(),
  /** Days of premium a member may try it for without paying; 0 for none. */
  trialDays: z.number().int().nonnegative(),
  isActive: z.boolean(),
});
export type Plan = z.infer<typeof Plan>;

/**
 * What the next payment of a member buys, fixed until `expiresAt`: the chain watcher credits transfers to the
 * member's deposit address against it, and a claim or a card payment names it.
 */
export const Quote = z.object({
  quoteId: Id,
  planId: Id,
  months: z.number().int().positive(),
  priceUsd: z.number().positive(),
  discountUsd: z.number().nonnegative(),
  amountUsd: z.number().nonnegative(),
  /** Whole tokens, exact decimal text with at most six decimals, e.g. `"120"`. */
  amountToken: z.string().regex(/^\d+(\.\d{1,6})?$/),
  token: z.literal('USDT'),
  network: z.literal('BEP20'),
  /** The promo code applied, as the admin wrote it; null for none. */
  promoCode: z.string().nullable(),
  expiresAt: Timestamp,
});
export type Quote = z.infer<typeof Quote>;

/** A promo code as the back office manages it. Exactly one of `percentOff` and `amountOffUsd` is set. */
export const PromoCode = z.object({
  id: Id,
  code: z.string(),
  percentOff: z.number().positive().lt(100).nullable(),
  amountOffUsd: z.number().positive().nullable(),
  /** The plans it applies to; null for every plan. */
  planIds: z.array(Id).nullable(),
  expiresAt: NullableTimestamp,
  maxRedemptions: z.number().int().positive().nullable(),
  /** Payments settled with it. */
  redemptions: z.number().int().nonnegative(),
  /** Only for members who have never paid. */
  newMembersOnly: z.boolean(),
  /** At most one redemption per member. */
  oncePerMember: z.boolean(),
  isActive: z.boolean(),
  createdAt: Timestamp,
});
export type PromoCode = z.infer<typeof PromoCode>;

/** A trial started: the member as they now are follows in `user.updated`. */
export const TrialStarted = z.object({ planId: Id, days: z.number().int().positive(), endsAt: Timestamp });
export type TrialStarted = z.infer<typeof TrialStarted>;

/** Why a member cancelled, as the back office reads it. */
export const Cancellation = z.object({
  id: Id,
  userId: Id,
  username: z.string(),
  reason: z.enum(CANCELLATION_REASONS),
  comment: z.string().nullable(),
  /** The kind of period cancelled. */
  kind: z.enum(PREMIUM_KINDS).nullable(),
  createdAt: Timestamp,
});
export type Cancellation = z.infer<typeof Cancellation>;

/** One month of the revenue figures (ChartMogul's definitions; the README says each). */
export const RevenueMonth = z.object({
  /** `YYYY-MM`. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  /** MRR at the end of the month. */
  mrrUsd: z.number(),
  /** MRR of members whose first paid period started in the month. */
  newUsd: z.number(),
  /** MRR lost to paid periods that lapsed unrenewed in the month. */
  churnedUsd: z.number(),
  /** MRR of members who had paid before, lapsed, and paid again in the month. */
  reactivatedUsd: z.number(),
  newSubscribers: z.number().int().nonnegative(),
  churnedSubscribers: z.number().int().nonnegative(),
});
export type RevenueMonth = z.infer<typeof RevenueMonth>;

/** The revenue figures of the back office's Analytics screen (`GET /api/admin/analytics`). */
export const RevenueAnalytics = z.object({
  from: z.string(),
  to: z.string(),
  /** Each running paid period's price per month (yearly 600 → 50), now. */
  mrrUsd: z.number(),
  /** Members in a running paid period (trials, comped and grace apart). */
  activeSubscribers: z.number().int().nonnegative(),
  trialing: z.number().int().nonnegative(),
  comped: z.number().int().nonnegative(),
  /** MRR over active subscribers. */
  arpaUsd: z.number(),
  /** Over the range: MRR churned over MRR at the months' starts (0..1). */
  grossMrrChurnRate: z.number(),
  /** Churned less reactivated, over MRR at the months' starts (may be negative). */
  netMrrChurnRate: z.number(),
  /** ARPA over the average monthly churn rate of the last six months; null while nothing churned. */
  ltvUsd: z.number().nullable(),
  /** Trials that ended in the range followed by a paid period, over trials that ended in it (0..1); null for none. */
  trialConversionRate: z.number().nullable(),
  byMonth: z.array(RevenueMonth),
  /** Members by the month of their first paid period, and how many of them held a paid period in each later month. */
  cohorts: z.array(z.object({ cohort: z.string(), size: z.number().int().nonnegative(), retained: z.array(z.number().int().nonnegative()) })),
  funnel: z.object({
    quotes: z.number().int().nonnegative(),
    paid: z.number().int().nonnegative(),
    claimsPending: z.number().int().nonnegative(),
    /** Minutes from a claim to its approval, the median over the range; null for none. */
    medianApprovalMinutes: z.number().nullable(),
  }),
});
export type RevenueAnalytics = z.infer<typeof RevenueAnalytics>;

/** A premium period's kind as members and admins see it. */
export type PremiumKind = (typeof PREMIUM_KINDS)[number];
