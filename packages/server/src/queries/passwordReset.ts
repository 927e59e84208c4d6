import type { Db } from '../db/knex.js';
import { User } from '../db/models/index.js';

/**
 * The account a password-reset link may go to: the one using this address,
 * unless it is banned (a ban is not lifted by e-mail).
 *
 * @param db the database.
 * @param email the address typed, lower-cased by the request schema.
 * @returns the account, or undefined.
 */
export async function findResetRecipient(db: Db, email: string): Promise<User | undefined> {
  return User.query(db).where('email', email).where('isBanned', false).first();
}
