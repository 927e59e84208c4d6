import { randomBytes } from 'node:crypto';
import type { Db } from '../../../src/db/knex.js';
import { Wallet } from '../../../src/db/models/index.js';

/** Inserts a wallet for the user. */
export async function buildWallet(db: Db, userId: number, overrides: { name?: string; walletAddress?: string; network?: string } = {}): Promise<Wallet> {
  return Wallet.query(db).insertAndFetch({
    userId,
    name: overrides.name ?? 'Main wallet',
    walletAddress: overrides.walletAddress ?? `0x${randomBytes(20).toString('hex')}`,
    network: overrides.network ?? 'BEP20',
  });
}
