import type { Db } from '../db/knex.js';
import type { PasswordHasher } from '../services/passwords.js';
import type { NewAccount } from '../commands/users.js';
import { assertNotStaffLike, assertUsernameAvailable } from './userNames.js';

/** What a sign-up or the first admin asks for: the account, with the password in clear. */
export type AccountRequest = Omit<NewAccount, 'passwordHash'> & { password: string };

/**
 * Checks a new account and hashes its password, before any transaction:
 * hashing is slow on purpose. A member may not take a name that would pass
 * for staff (400; an admin account, as ADMIN_USERNAME makes, may); usernames
 * are unique regardless of case (409). The e-mail is not checked: the answer
 * must not tell whether an address has an account (the new account's address
 * stays unverified, and its owner is told by e-mail). The checks come first,
 * so a taken name costs no hashing.
 *
 * @param db the database.
 * @param passwords the server's hasher.
 * @param request the account asked for.
 * @returns the account to write, with the password's hash.
 */
export async function prepareRegistration(db: Db, passwords: PasswordHasher, request: AccountRequest): Promise<NewAccount> {
  const { password, ...account } = request;
  await assertNotStaffLike(db, { isAdmin: account.isAdmin ?? false }, null, account.username);
  await assertUsernameAvailable(db, account.username);
  return { ...account, passwordHash: await passwords.hash(password) };
}
