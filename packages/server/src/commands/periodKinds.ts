import type { SubscriptionKind } from '@signals/protocol';
import { Subscription, User } from '../db/models/index.js';
import type { UnitOfWork } from '../db/transaction.js';

/** Members moved on per transaction. */
export const PERIOD_KIND_BATCH = 200;

/**
 * Moves each member's `premiumKind` on to the kind of the period running now,
 * when a period chained after another has begun (a paid period after a trial
 * or a comped one: `grantPremiumPeriod` leaves the kind of the period
 * running at the grant). Each member is moved with a conditional update, so
 * two sweeps at once move them once; `user.updated` is recorded, so their
 * screens show the new kind.
 *
 * @param unit the transaction and event recorder.
 * @param member only this member; every member due when null (the sweep).
 * @param input the clock, the last member of the previous batch (0 to start), and at most how many members.
 * @returns the members whose kind changed, and the last member looked at when more may follow (null when done).
 */
export async function advancePremiumKinds(
  unit: UnitOfWork,
  member: Pick<User, 'id'> | null,
  input: { now: Date; afterUserId?: number; limit?: number },
): Promise<{ changed: User[]; lastUserId: number | null }> {
  const { now, afterUserId = 0, limit = PERIOD_KIND_BATCH } = input;
  const { trx } = unit;
  const candidates = (await runningPeriods(unit, now)
    .distinct('subscriptions.userId')
    .where('subscriptions.userId', '>', afterUserId)
    .modify((q) => {
      if (member) {
        q.where('subscriptions.userId', member.id);
      }
    })
    .where((q) => {
      q.whereNull('users.premiumKind').orWhereRaw('?? <> ??', ['users.premiumKind', 'subscriptions.kind']);
    })
    .orderBy('subscriptions.userId')
    .limit(limit)) as Array<Pick<Subscription, 'userId'>>;

  const changed: User[] = [];
  for (const { userId } of candidates) {
    // The latest period begun is the one running: chained periods never overlap, rows from before them might.
    const latest = (await runningPeriods(unit, now).select('subscriptions.kind').where('subscriptions.userId', userId).orderBy('subscriptions.startDate', 'desc').orderBy('subscriptions.id', 'desc').first()) as
      | Pick<Subscription, 'kind'>
      | undefined;
    if (!latest || !(await moveKind(unit, userId, latest.kind))) {
      continue;
    }
    const user = await User.query(trx).findById(userId);
    if (user) {
      changed.push(user);
      unit.record({ type: 'user.updated', user, premiumChanged: false });
    }
  }
  return { changed, lastUserId: candidates.length === limit ? (candidates[candidates.length - 1]?.userId ?? null) : null };
}

/** Periods running at `now` of members whose premium flag is on. */
function runningPeriods(unit: UnitOfWork, now: Date) {
  return Subscription.query(unit.trx)
    .join('users', 'users.id', 'subscriptions.userId')
    .where('subscriptions.status', 'active')
    .where('subscriptions.startDate', '<=', now)
    .where('subscriptions.endDate', '>', now)
    .where('users.isPremium', true);
}

async function moveKind(unit: UnitOfWork, userId: number, kind: SubscriptionKind): Promise<boolean> {
  const moved = await User.query(unit.trx)
    .patch({ premiumKind: kind })
    .where('id', userId)
    .where('isPremium', true)
    .where((q) => {
      q.whereNull('premiumKind').orWhereNot('premiumKind', kind);
    });
  return moved === 1;
}
