import type { Db } from '../db/knex.js';
import type { User } from '../db/models/index.js';
import { findVerifiedHolder } from './emailHolders.js';

/**
 * The account a password-reset link may go to: the one that verified this
 * address (an unverified claim to it proves nothing), unless it is banned (a
 * ban is not lifted by e-mail).
 *
 * @param db the database.
 * @param email the address typed, lower-cased by the request schema.
 * @returns the account, or undefined.
 */
export async function findResetRecipient(db: Db, email: string): Promise<User | undefined> {
  const holder = await findVerifiedHolder(db, email);
  return holder && !holder.isBanned ? holder : undefined;
}
