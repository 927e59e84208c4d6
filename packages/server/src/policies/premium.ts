import type { Knex } from 'knex';
import type { QueryBuilder } from 'objection';
import type { User } from '../db/models/index.js';

/** Which kind of premium period a member is in: paid for today (trials, grace and comped periods come with plans). */
export type PremiumKind = 'paid';

/** Where a member's premium period stands at an instant. */
export interface PremiumPeriod {
  /** Whether the period runs now. */
  running: boolean;
  /** Its kind while it runs; null otherwise. */
  kind: PremiumKind | null;
  /** When it ends; null for none, or for one given by hand without an end. */
  until: Date | null;
  /**
   * Over, yet the flag is still set: the expiry sweep has not cleared it, and whoever meets it first ends it (the
   * end date already wins for access).
   */
  lapsed: boolean;
}

const NO_PERIOD: PremiumPeriod = { running: false, kind: null, until: null, lapsed: false };

/**
 * The one answer to "is premium running for this member, of which kind, until
 * when": the flag, and an end that has not passed (no end: given by hand,
 * running until taken back). The end date wins over a flag the expiry sweep
 * has not cleared yet, so a period ends on time even between sweeps. A ban is
 * no business of the period's: a banned member keeps the days they paid for,
 * and `hasActivePremium` keeps them from using them.
 *
 * @param user the member's flag and end date.
 * @param now the instant asked about.
 */
export function premiumPeriodOf(user: Pick<User, 'isPremium' | 'subscriptionEndDate'>, now: Date): PremiumPeriod {
  if (!user.isPremium) {
    return NO_PERIOD;
  }
  const until = user.subscriptionEndDate;
  if (until !== null && until.getTime() <= now.getTime()) {
    return { running: false, kind: null, until, lapsed: true };
  }
  return { running: true, kind: 'paid', until, lapsed: false };
}

/**
 * Whether a user may use premium right now: a period running (`premiumPeriodOf`) and no ban.
 */
export function hasActivePremium(user: Pick<User, 'isPremium' | 'subscriptionEndDate' | 'isBanned'> | null, now: Date = new Date()): boolean {
  return user !== null && !user.isBanned && premiumPeriodOf(user, now).running;
}

/**
 * `premiumPeriodOf(user, now).running` as SQL, for queries that count or filter members by it (the back office's
 * figures and its premium and free filters): the same rule, the ban left to the caller as above.
 */
export function wherePremiumRunning<Q extends UserQuery>(query: Q, now: Date): Q {
  void asKnex(query)
    .where('isPremium', true)
    .where((running) => void running.whereNull('subscriptionEndDate').orWhere('subscriptionEndDate', '>', now));
  return query;
}

/** Its negation: no flag, or an end that has passed (a lapsed flag the sweep has not cleared yet counts as over). */
export function wherePremiumNotRunning<Q extends UserQuery>(query: Q, now: Date): Q {
  void asKnex(query).where((over) => void over.where('isPremium', false).orWhere('subscriptionEndDate', '<=', now));
  return query;
}

/** `premiumPeriodOf(user, now).lapsed` as SQL: the flag still set, the end passed (what the expiry ends). */
export function wherePremiumLapsed<Q extends UserQuery>(query: Q, now: Date): Q {
  void asKnex(query).where('isPremium', true).whereNotNull('subscriptionEndDate').where('subscriptionEndDate', '<=', now);
  return query;
}

/** A query of users, through Knex or through the model: both take the same `where` calls. */
type UserQuery = Knex.QueryBuilder | QueryBuilder<User, User[]> | QueryBuilder<User, number>;

function asKnex(query: UserQuery): Knex.QueryBuilder {
  return query as unknown as Knex.QueryBuilder;
}
