import type { Knex } from 'knex';

/**
 * How old the mark of a member's last visit may grow before a request renews it. A segment counts "last seen" in
 * days (issue 46): to the hour is plenty, and it costs one small write an hour per active member, not one a request.
 */
export const LAST_SEEN_STEP_MS = 60 * 60 * 1000;

/** Whether a member's mark is recent enough that this request need not renew it. */
export function seenLately(lastSeenAt: Date | null, now: Date): boolean {
  return lastSeenAt !== null && now.getTime() - lastSeenAt.getTime() < LAST_SEEN_STEP_MS;
}

/**
 * Marks a member seen now. Bookkeeping beside the session store's own writes, not a change of the member (no event,
 * no audit, `updatedAt` untouched): through Knex, past the model's timestamps.
 */
export async function markSeen(db: Knex, userId: number, now: Date = new Date()): Promise<void> {
  await db('users').where('id', userId).update({ lastSeenAt: now });
}
