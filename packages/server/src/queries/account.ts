import type { Db } from '../db/knex.js';
import { Wallet } from '../db/models/index.js';

/**
 * The member's wallets, oldest first (the order they were added).
 *
 * @param db the database.
 * @param userId the owner.
 * @returns their wallets.
 */
export async function listWalletsOf(db: Db, userId: number): Promise<Wallet[]> {
  return Wallet.query(db).where('userId', userId).orderBy('id');
}
