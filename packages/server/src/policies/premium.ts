import type { PremiumKind } from '@signals/protocol';
import type { Knex } from 'knex';
import type { QueryBuilder } from 'objection';
import type { User } from '../db/models/index.js';

export type { PremiumKind };

/** What the rule reads of a member: the flag, the end, the running period's kind and the grace's end. */
export type PremiumState = Pick<User, 'isPremium' | 'subscriptionEndDate'> & Partial<Pick<User, 'premiumKind' | 'graceEndDate'>>;

/** Where a member's premium period stands at an instant. */
export interface PremiumPeriod {
  /** Whether the period runs now. */
  running: boolean;
  /** Its kind while it runs; null otherwise. */
  kind: PremiumKind | null;
  /** When it ends; null for none, or for one given by hand without an end. */
  until: Date | null;
  /** While in grace (kind `grace`): when access goes; null otherwise. */
  graceUntil: Date | null;
  /**
   * Over, yet the flag is still set: the expiry sweep has not cleared it, and whoever meets it first ends it (the
   * end date already wins for access).
   */
  lapsed: boolean;
}

const NO_PERIOD: PremiumPeriod = { running: false, kind: null, until: null, graceUntil: null, lapsed: false };

/**
 * The one answer to "is premium running for this member, of which kind, until
 * when": the flag, and an end that has not passed (no end: given by hand,
 * running until taken back), or a grace period after it that has not
 * (`grace_period_days`, fixed on the member when the period was granted).
 * The end date wins over a flag the expiry sweep has not cleared yet, so a
 * period ends on time even between sweeps. The kind is the running period's
 * (paid, trial, comped), or `grace` after its end. A ban is no business of
 * the period's: a banned member keeps the days they paid for, and
 * `hasActivePremium` keeps them from using them.
 *
 * @param user the member's flag, end date, kind and grace.
 * @param now the instant asked about.
 */
export function premiumPeriodOf(user: PremiumState, now: Date): PremiumPeriod {
  if (!user.isPremium) {
    return NO_PERIOD;
  }
  const until = user.subscriptionEndDate;
  if (until === null || until.getTime() > now.getTime()) {
    return { running: true, kind: user.premiumKind ?? 'paid', until, graceUntil: null, lapsed: false };
  }
  const graceUntil = user.graceEndDate ?? null;
  if (graceUntil !== null && graceUntil.getTime() > now.getTime()) {
    return { running: true, kind: 'grace', until, graceUntil, lapsed: false };
  }
  return { running: false, kind: null, until, graceUntil: null, lapsed: true };
}

/**
 * Whether a user may use premium right now: a period running (`premiumPeriodOf`) and no ban.
 */
export function hasActivePremium(user: (PremiumState & Pick<User, 'isBanned'>) | null, now: Date = new Date()): boolean {
  return user !== null && !user.isBanned && premiumPeriodOf(user, now).running;
}

/**
 * `premiumPeriodOf(user, now).running` as SQL, for queries that count or filter members by it (the back office's
 * figures and its premium and free filters): the same rule, the ban left to the caller as above.
 */
export function wherePremiumRunning<Q extends UserQuery>(query: Q, now: Date): Q {
  void asKnex(query)
    .where('isPremium', true)
    .where((running) => void running.whereNull('subscriptionEndDate').orWhere('subscriptionEndDate', '>', now).orWhere('graceEndDate', '>', now));
  return query;
}

/** Its negation: no flag, or an end and any grace that have passed (a lapsed flag the sweep has not cleared yet counts as over). */
export function wherePremiumNotRunning<Q extends UserQuery>(query: Q, now: Date): Q {
  void asKnex(query).where((over) => void over.where('isPremium', false).orWhere((ended) => void graceOver(ended.where('subscriptionEndDate', '<=', now), now)));
  return query;
}

/** `premiumPeriodOf(user, now).lapsed` as SQL: the flag still set, the end and any grace passed (what the expiry ends). */
export function wherePremiumLapsed<Q extends UserQuery>(query: Q, now: Date): Q {
  void graceOver(asKnex(query).where('isPremium', true).whereNotNull('subscriptionEndDate').where('subscriptionEndDate', '<=', now), now);
  return query;
}

/**
 * `premiumPeriodOf(user, now).kind === kind` as SQL (a segment's premium kind, issue 46): before the end, the running
 * period's kind (a flag with no kind recorded is `paid`, as above); after it, `grace` while the grace lasts.
 */
export function wherePremiumKind<Q extends UserQuery>(query: Q, kind: PremiumKind, now: Date): Q {
  const flagged = asKnex(query).where('isPremium', true);
  if (kind === 'grace') {
    void flagged.whereNotNull('subscriptionEndDate').where('subscriptionEndDate', '<=', now).where('graceEndDate', '>', now);
    return query;
  }
  void flagged.where((before) => void before.whereNull('subscriptionEndDate').orWhere('subscriptionEndDate', '>', now));
  void (kind === 'paid' ? flagged.where((paid) => void paid.whereNull('premiumKind').orWhere('premiumKind', 'paid')) : flagged.where('premiumKind', kind));
  return query;
}

function graceOver(query: Knex.QueryBuilder, now: Date): Knex.QueryBuilder {
  return query.where((grace) => void grace.whereNull('graceEndDate').orWhere('graceEndDate', '<=', now));
}

/** A query of users, through Knex or through the model: both take the same `where` calls. */
type UserQuery = Knex.QueryBuilder | QueryBuilder<User, User[]> | QueryBuilder<User, number>;

function asKnex(query: UserQuery): Knex.QueryBuilder {
  return query as unknown as Knex.QueryBuilder;
}
