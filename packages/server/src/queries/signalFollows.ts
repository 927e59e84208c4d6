import type { Db } from '../db/knex.js';
import { SignalFollow, User } from '../db/models/index.js';

/**
 * Whether the member follows the signal: true only for a row that says so
 * (none, or an opt-out, is not following).
 */
export async function isFollowing(db: Db, userId: number, signalId: number): Promise<boolean> {
  const row = await SignalFollow.query(db).findById([userId, signalId]);
  return row?.following ?? false;
}

/**
 * Follows a signal for a member who opened its detail, unless a row exists
 * already: an opt-out (following false) is kept, so opening the detail again
 * does not undo it. Idempotent; one statement, so concurrent opens agree.
 *
 * @param db the database.
 * @param userId the member.
 * @param signalId the signal opened.
 * @param now the clock.
 */
export async function followOnOpen(db: Db, userId: number, signalId: number, now: Date): Promise<void> {
  await db('signalFollows').insert({ userId, signalId, following: true, createdAt: now, updatedAt: now }).onConflict(['userId', 'signalId']).ignore();
}

/**
 * The members told when the signal closes: those following it, banned
 * accounts left out (they cannot read it), in id order.
 */
export async function listFollowers(db: Db, signalId: number): Promise<User[]> {
  return User.query(db)
    .whereIn('id', SignalFollow.query(db).select('userId').where({ signalId, following: true }))
    .where('isBanned', false)
    .orderBy('id');
}
