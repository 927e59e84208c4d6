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
 * The members told when the signal closes: those following it, banned
 * accounts left out (they cannot read it), in id order.
 */
export async function listFollowers(db: Db, signalId: number): Promise<User[]> {
  return User.query(db)
    .whereIn('id', SignalFollow.query(db).select('userId').where({ signalId, following: true }))
    .where('isBanned', false)
    .orderBy('id');
}
