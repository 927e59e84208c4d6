import type { Db } from '../db/knex.js';
import { User } from '../db/models/index.js';

/*
 * Who holds an address. Addresses are unique among verified accounts only
 * (migration 0017): the verified holder is the address's owner, the one any
 * mail about the account goes to; unverified holders have only claimed it.
 */

/**
 * The account that verified this address, if any (other than `exceptUserId`).
 *
 * @param db the database or the command's transaction.
 * @param email the address, any case.
 * @param exceptUserId an account to leave out (the one asking).
 */
export async function findVerifiedHolder(db: Db, email: string, exceptUserId?: number): Promise<User | undefined> {
  return User.query(db)
    .whereRaw('lower(email) = ?', [email.toLowerCase()])
    .whereNotNull('emailVerifiedAt')
    .modify((q) => {
      if (exceptUserId !== undefined) {
        q.whereNot('id', exceptUserId);
      }
    })
    .first();
}

/**
 * The newest account that claimed this address without verifying it and is
 * not banned: the one "Forgot password?" sends the confirmation link again
 * when nobody verified the address.
 *
 * @param db the database.
 * @param email the address, any case.
 */
export async function findUnverifiedHolder(db: Db, email: string): Promise<User | undefined> {
  return User.query(db).whereRaw('lower(email) = ?', [email.toLowerCase()]).whereNull('emailVerifiedAt').where('isBanned', false).orderBy('id', 'desc').first();
}
