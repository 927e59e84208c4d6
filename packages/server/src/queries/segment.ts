import type { Knex } from 'knex';
import type { QueryBuilder } from 'objection';
import type { ParsedSegment } from '@signals/protocol';
import { DAY_MS } from '../dates.js';
import type { User } from '../db/models/index.js';
import { wherePremiumKind, wherePremiumNotRunning } from '../policies/premium.js';

/**
 * The statuses of a manual claim still waiting for the staff, as the table stores them: `pending`. A claim approved
 * once above the approval threshold stays `pending` there (the back office reads it as awaiting its second approval,
 * presenters/payment), so it counts too.
 */
export const WAITING_CLAIM_STATUSES = ['pending'] as const;

/** A query of the `users` table (not aliased), through Knex or through the model. */
type UserQuery = Knex.QueryBuilder | QueryBuilder<User, User[]> | QueryBuilder<User, number>;

/**
 * Narrows a query of users to the members of a segment (issue 46): each key given is one condition, all of them
 * combined with AND; an empty segment is every account. The one place a segment becomes SQL: the users list, its CSV,
 * the bulk actions and a broadcast's recipients all come through here, so each counts the same members at `now`.
 *
 * @param query a query whose table is `users`, unaliased (the conditions name `users.*`).
 * @param segment the parsed segment.
 * @param now the instant "running", "within N days" and "lapsed" are read at.
 */
export function whereInSegment<Q extends UserQuery>(query: Q, segment: ParsedSegment, now: Date): Q {
  const users = query as unknown as Knex.QueryBuilder;
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  if (segment.premiumKind === 'none') {
    wherePremiumNotRunning(users, now);
  } else if (segment.premiumKind) {
    wherePremiumKind(users, segment.premiumKind, now);
  }
  if (segment.lapsedWithinDays !== undefined) {
    whereLapsedSince(users, daysAgo(segment.lapsedWithinDays), now);
  }
  if (segment.language) {
    void users.where('users.language', segment.language);
  }
  if (segment.signedUpFrom) {
    void users.where('users.createdAt', '>=', new Date(`${segment.signedUpFrom}T00:00:00Z`));
  }
  if (segment.signedUpTo) {
    // The whole of the last day.
    void users.where('users.createdAt', '<', new Date(new Date(`${segment.signedUpTo}T00:00:00Z`).getTime() + DAY_MS));
  }
  if (segment.lastSeenWithinDays !== undefined) {
    void users.where('users.lastSeenAt', '>=', daysAgo(segment.lastSeenWithinDays));
  }
  if (segment.telegramLinked !== undefined) {
    const linked = (link: Knex.QueryBuilder) => void link.select(1).from('telegramLinks').whereRaw('?? = ??', ['telegramLinks.userId', 'users.id']);
    void (segment.telegramLinked ? users.whereExists(linked) : users.whereNotExists(linked));
  }
  if (segment.pendingClaim !== undefined) {
    const waiting = (claim: Knex.QueryBuilder) =>
      void claim.select(1).from('payments').whereRaw('?? = ??', ['payments.userId', 'users.id']).whereIn('payments.status', [...WAITING_CLAIM_STATUSES]);
    void (segment.pendingClaim ? users.whereExists(waiting) : users.whereNotExists(waiting));
  }
  return query;
}

/**
 * Premium not running now, and its access ended after `since`: a period (paid, trial or comped) that ran and ended
 * in the window (a cancelled one ends when cancelled), or a grace that ran out in it. A period cancelled before it
 * began (its end set to its start) never ran, so never lapsed.
 */
function whereLapsedSince(users: Knex.QueryBuilder, since: Date, now: Date): void {
  wherePremiumNotRunning(users, now);
  void users.where(
    (ended) =>
      void ended
        .where((grace) => void grace.where('users.graceEndDate', '>', since).where('users.graceEndDate', '<=', now))
        .orWhereExists(
          (period) =>
            void period
              .select(1)
              .from('subscriptions')
              .whereRaw('?? = ??', ['subscriptions.userId', 'users.id'])
              .where('subscriptions.endDate', '>', since)
              .where('subscriptions.endDate', '<=', now)
              .whereRaw('?? > ??', ['subscriptions.endDate', 'subscriptions.startDate']),
        ),
  );
}

/**
 * The ids of a segment's members at `now`, in id order: what a bulk action or a segment's broadcast reaches, read
 * once, so members who leave the segment as the action runs (comped, say) are still the ones it meant.
 *
 * @param db the database, or the transaction the action runs in.
 */
export async function segmentMemberIds(db: Knex, segment: ParsedSegment, now: Date): Promise<number[]> {
  const rows = (await whereInSegment(db('users').select('users.id'), segment, now).orderBy('users.id')) as Array<{ id: number }>;
  return rows.map((row) => row.id);
}
